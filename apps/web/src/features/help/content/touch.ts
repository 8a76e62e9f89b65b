import type { SystemHelp } from './types.ts';

/** Guides for the Touch system: the wall cabinet with the 10-inch touch screen on the door. */
export const TOUCH_HELP: SystemHelp = {
  key: 'touch',
  name: 'Touch',
  description:
    'The Touch system is a steel key cabinet with a 10-inch colour touch screen on the door, a fingerprint reader below the screen and a badge reader beside it. Keys hang on sealed key tags in lettered panels (A, B, C…), 50 hooks per panel.',
  identify:
    'You have a Touch system if the cabinet door has a large colour screen and the home screen shows "Tap your badge or place your finger to begin".',
  faqs: [
    {
      question: 'Who can use the Admin menu on the cabinet?',
      answer:
        'Only employees whose badge is set to Manager or Assistant Manager in the portal. Everyone else sees "Access denied: admin rights required" when they tap Admin.',
    },
    {
      question: 'The screen is black. Is the cabinet off?',
      answer:
        'The screen sleeps after 2 minutes without use. Tap it once to wake it. If it stays black, check that the power light under the screen is green; if it is off, check the outlet and the power supply cable behind the cabinet, then call support.',
    },
    {
      question: 'Do changes made on the cabinet show up in the portal?',
      answer:
        'Yes. The cabinet sends its changes and every key transaction to the portal each time it communicates, normally every 5 minutes when it is connected to Wi-Fi or the network cable.',
    },
    {
      question: 'Someone left with a key and we need the door open now. What can we do?',
      answer:
        'Any manager can open the door from Admin > Door > Open Door. The event is recorded with the manager\'s name. Keys removed while the door is open this way are logged as "removed without request", so count the panel afterwards.',
    },
  ],
  guides: [
    {
      slug: 'editing-keytags',
      title: 'Editing key tags',
      summary:
        "Assign a key tag to a different unit or key type, or mark a damaged tag as retired, from the cabinet's touch screen.",
      minutes: 5,
      before: [
        'A manager badge or fingerprint',
        'The key tag you want to change, in your hand',
        'The unit number it should belong to',
      ],
      steps: [
        {
          title: 'Open the Admin menu',
          detail:
            'Wake the screen, tap Admin in the lower-right corner, then scan your manager badge or place your finger on the reader.',
          screen: 'Admin • Keys • Employees • Units • Door • Network • System',
        },
        {
          title: 'Choose Keys, then Edit Key Tag',
          detail: 'Tap Keys, then Edit Key Tag. The cabinet asks you to identify the tag.',
          screen: 'Hold the key tag against the reader below the screen',
        },
        {
          title: 'Read the tag',
          detail:
            'Hold the round end of the key tag flat against the reader until it beeps once. The screen shows the tag number (for example T-004187), its current unit and its hook.',
          screen: 'Tag T-004187 • Unit 1204 • Hook B12 • Type: Unit key',
        },
        {
          title: 'Change the unit or the key type',
          detail:
            'Tap Unit to choose a different unit from the list (start typing the number to filter), or tap Type to choose Unit key, Mailbox, Amenity, Vendor, Master or Other.',
        },
        {
          title: 'Save',
          detail:
            'Tap Save. The screen shows "Key tag updated" and returns to the Keys menu. Hang the key back on the hook shown on the screen.',
        },
        {
          title: 'Check the portal',
          detail:
            'After the cabinet next communicates (usually within 5 minutes), open Reports > Tag Search in the portal and search for the tag number to confirm the new unit.',
        },
      ],
      tips: [
        'To retire a cracked or unreadable tag, choose Type > Retired. Retired tags cannot be checked out and no longer count in the keys-out report.',
        'A tag can belong to only one unit. Moving it to a new unit removes it from the old one.',
        'If you are replacing a tag, program the new tag first, then retire the old one, so the unit is never without a key tag.',
      ],
      troubleshooting: [
        {
          problem: 'The reader does not beep when you hold the tag against it.',
          fix: 'Hold the tag flat and still for two seconds, with no other tags or badges nearby. If it still will not read, the tag chip is damaged: retire it by tag number (Keys > Find by Number) and use a new tag.',
        },
        {
          problem: '"Tag not in system" appears.',
          fix: 'The tag has never been registered to this property. Use Keys > Add Key Tag instead, or call support with the tag number printed on the tag.',
        },
        {
          problem: 'The change does not appear in the portal after 30 minutes.',
          fix: 'The cabinet may not be communicating. Follow the "Connecting to Wi-Fi" guide, or check Admin > Network for the last successful upload time.',
        },
      ],
    },
    {
      slug: 'fingerprint-setup',
      title: 'Fingerprint setup',
      summary: "Enrol an employee's fingerprint so they can open the cabinet without a badge.",
      minutes: 5,
      before: [
        'A manager badge or fingerprint',
        'The employee, in person, with clean dry hands',
        'The employee already added in the portal (see "Adding employees")',
      ],
      steps: [
        {
          title: 'Open Admin > Employees',
          detail: 'Tap Admin, identify yourself with your manager badge or finger, then tap Employees.',
          screen: 'Employees • Search by name',
        },
        {
          title: 'Find the employee',
          detail:
            "Type the first letters of the employee's last name and tap their name in the list. Employees added in the portal in the last few minutes appear once the cabinet has communicated.",
        },
        {
          title: 'Tap Enrol Fingerprint',
          detail:
            'Choose which finger to enrol. We recommend the right index finger, with the left index finger as a second print.',
          screen: 'Place finger on the reader',
        },
        {
          title: 'Scan the finger three times',
          detail:
            'Have the employee place the finger flat on the reader, covering the whole glass, and lift it when the screen says "Lift finger". Repeat three times, turning the finger very slightly each time.',
          screen: 'Scan 1 of 3 ✓  Scan 2 of 3 ✓  Scan 3 of 3 ✓',
        },
        {
          title: 'Test the print',
          detail: 'The screen asks for one test scan. When it shows "Fingerprint enrolled", tap Done.',
          screen: 'Fingerprint enrolled for Jordan Avila',
        },
        {
          title: 'Enrol a second finger',
          detail:
            'Tap Enrol Fingerprint again and repeat with another finger. A second print helps when a finger is cut, bandaged or very dry.',
        },
      ],
      tips: [
        'Dry or cold fingers read poorly. Ask the employee to rub their hands together for a few seconds before scanning.',
        'Wipe the reader glass with a dry microfibre cloth once a week. Never spray cleaner directly on the reader.',
        'Deactivating an employee in the portal also disables their fingerprints on the cabinet.',
      ],
      troubleshooting: [
        {
          problem: '"Poor quality, try again" keeps appearing.',
          fix: 'Press more lightly and keep the finger flat so it covers the whole glass. If the finger is worn (common for maintenance staff), enrol a different finger.',
        },
        {
          problem: 'The employee is not in the list.',
          fix: 'Check that the employee is active in the portal under Employees. New employees reach the cabinet the next time it communicates; you can force this with Admin > Network > Sync Now.',
        },
        {
          problem: '"Fingerprint already enrolled for another employee."',
          fix: "That finger belongs to someone else's record, usually a duplicate employee. Deactivate the duplicate in the portal, sync, and enrol again.",
        },
      ],
    },
    {
      slug: 'add-new-unit',
      title: 'Adding a new unit',
      summary: 'Add a unit (apartment, suite, amenity or office) to the cabinet and give it a key tag and a hook.',
      minutes: 10,
      before: [
        'A manager badge or fingerprint',
        'The unit number exactly as your property management software shows it',
        "A new, unused key tag and the unit's key(s)",
      ],
      steps: [
        {
          title: 'Open Admin > Units',
          detail: 'Tap Admin, identify yourself, then tap Units and Add Unit.',
          screen: 'Add Unit • Unit number • Building • Type',
        },
        {
          title: 'Enter the unit number',
          detail:
            'Type the unit number using the on-screen keyboard. Use the same format as your other units (for example 1204, not Apt 1204). Choose the building if your property has more than one.',
        },
        {
          title: 'Choose the unit type',
          detail:
            'Choose Apartment, Townhome, Office, Amenity or Other. The type decides which reports the unit appears in.',
        },
        {
          title: 'Assign a hook',
          detail:
            'The cabinet suggests the first empty hook (for example C07). Tap Accept, or tap Choose Hook to pick another empty hook.',
          screen: 'Suggested hook: C07 (empty)',
        },
        {
          title: 'Register the key tag',
          detail:
            'Tap Add Key Tag and hold the new tag against the reader until it beeps. The screen shows the new tag number next to the unit.',
        },
        {
          title: 'Attach the key and hang it',
          detail:
            "Put the unit's key on the tag ring, close the seal, and hang the tag on the hook the screen shows. The hook light turns green when the tag is detected.",
        },
        {
          title: 'Save and close the door',
          detail:
            "Tap Save, then close the cabinet door. The unit appears in the portal's Unit List after the next communication.",
        },
      ],
      tips: [
        "Adding many units at once (a new building or phase)? Send us the unit list from the portal's Change Form and we will load it for you.",
        "A unit can have more than one key tag, for example a unit key and a mailbox key. Add the second tag from the unit's screen with Add Key Tag.",
      ],
      troubleshooting: [
        {
          problem: '"Unit already exists".',
          fix: 'The unit number is already in the cabinet, possibly with a different spelling. Search for it under Units before adding it again.',
        },
        {
          problem: 'The hook light stays red after hanging the tag.',
          fix: 'The tag is on the wrong hook or not seated fully. Push it onto the hook until it clicks. If the light stays red, open Keys > Find by Number to see which hook the cabinet expects.',
        },
        {
          problem: 'No empty hooks are left.',
          fix: 'Your panels are full. Retire tags for units that no longer exist, or call sales about adding a panel.',
        },
      ],
    },
    {
      slug: 'adding-employees',
      title: 'Adding employees',
      summary: 'Give a new team member access to the key cabinet with a badge, a PIN and, if you like, a fingerprint.',
      minutes: 5,
      before: [
        'Access to the portal with the Create/Modify Badge right',
        "The employee's name and role",
        'A new badge card, if your property uses badges',
      ],
      steps: [
        {
          title: 'Open Employees in the portal',
          detail:
            'Sign in to the portal, choose your property in the selector at the top, and open Employees (on a phone: the Employees button in the footer).',
        },
        {
          title: 'Add the employee',
          detail:
            'Choose Add Employee. Enter the first and last name, the role (Manager, Assistant Manager, Maintenance, Leasing or Vendor) and a four-to-six digit PIN the employee will remember.',
        },
        {
          title: 'Enter the badge number',
          detail:
            'Type the number printed on the back of the badge card (for example 0041873). Leave it empty if the employee will use a fingerprint only.',
        },
        {
          title: 'Set restrictions if needed',
          detail:
            'Under Restrictions, limit the days and hours the employee can open the cabinet, for example weekdays 8:00 AM to 6:00 PM for a vendor.',
        },
        {
          title: 'Save and sync the cabinet',
          detail:
            'Save. The cabinet receives the new employee the next time it communicates. To speed this up, tap Admin > Network > Sync Now on the cabinet.',
          screen: 'Sync complete • 1 employee added',
        },
        {
          title: 'Test at the cabinet',
          detail:
            'Have the employee tap their badge on the reader. The screen greets them by name. Then enrol their fingerprint (see "Fingerprint setup").',
          screen: 'Welcome, Jordan',
        },
      ],
      tips: [
        'Never share badges. Every key transaction is recorded under the badge that was used.',
        'When someone leaves, deactivate them in the portal the same day. Badges are deactivated, never deleted, so their history stays in your reports.',
      ],
      troubleshooting: [
        {
          problem: 'The cabinet says "Badge not recognised".',
          fix: 'The cabinet has not received the new employee yet. Tap Admin > Network > Sync Now, wait for "Sync complete" and try again. Check the badge number in the portal for a typing mistake.',
        },
        {
          problem: '"Access denied" at certain times of day.',
          fix: 'The employee has a time restriction. Review it in the portal under Restrictions.',
        },
      ],
    },
    {
      slug: 'building-pull',
      title: 'Building pull (pulling all keys for a building)',
      summary:
        'Check out every key of a building at once, for example for a fire inspection, pest treatment or lock change, and return them afterwards.',
      minutes: 10,
      before: [
        'A manager badge or fingerprint',
        "A key bag or tray with room for the whole building's keys",
        'The reason for the pull (it goes into the report)',
      ],
      steps: [
        {
          title: 'Open Admin > Keys > Building Pull',
          detail: 'Tap Admin, identify yourself, tap Keys, then Building Pull.',
          screen: 'Building Pull • Choose a building',
        },
        {
          title: 'Choose the building and the reason',
          detail:
            'Tap the building, then choose a reason (Inspection, Pest Control, Lock Change, Emergency or Other). Tap Start Pull.',
          screen: 'Building 3 • 48 keys on 3 panels',
        },
        {
          title: 'Remove the keys',
          detail:
            'The door unlocks and the hooks for that building light up green. Remove each lit key. The counter on the screen goes down as you go.',
          screen: 'Remaining: 12 of 48',
        },
        {
          title: 'Finish the pull',
          detail:
            'When the counter reaches 0, close the door. Any key you leave behind shows as "not pulled" on the screen and in the report.',
        },
        {
          title: 'Return the keys',
          detail:
            'When the work is done, tap Return Keys on the home screen and hang each key on any hook that lights up. The cabinet knows each tag and shows whether it is on its own hook.',
          screen: 'Returned: 48 of 48 • All keys home',
        },
        {
          title: 'Check the report',
          detail:
            'In the portal, open Reports > Report by Activity and filter by "Building Pull" to see who pulled and returned each key, and when.',
        },
      ],
      tips: [
        'Keys out for a building pull do not trigger the overdue-key alert for 24 hours.',
        'If the work runs over several days, leave the pull open; returning keys one by one is fine.',
      ],
      troubleshooting: [
        {
          problem: 'Building Pull is not in the menu.',
          fix: 'Your cabinet has only one building set up, or your badge does not have the Manager role. Use Keys > Check Out Several instead, or ask a manager.',
        },
        {
          problem: 'A key will not go back onto a lit hook.',
          fix: 'It belongs on another panel. Follow the hook number shown on the screen after you read the tag.',
        },
      ],
    },
    {
      slug: 'connect-wifi',
      title: 'Connecting to Wi-Fi',
      summary:
        'Connect the cabinet to your office Wi-Fi so it sends key activity to the portal and receives employee changes.',
      minutes: 10,
      before: [
        'A manager badge or fingerprint',
        'Your Wi-Fi network name and password (ask your IT provider)',
        'A 2.4 GHz network: the cabinet cannot use 5 GHz-only networks',
      ],
      steps: [
        {
          title: 'Open Admin > Network',
          detail: 'Tap Admin, identify yourself, then tap Network. The top line shows the current connection.',
          screen: 'Connection: Not connected • Last upload: 11/19/2026 04:12 PM',
        },
        {
          title: 'Tap Wi-Fi and choose your network',
          detail:
            'The cabinet lists the networks it can see, strongest first. Tap yours. Hidden network? Tap Other and type the name exactly, including capitals.',
        },
        {
          title: 'Enter the password',
          detail:
            'Type the Wi-Fi password on the on-screen keyboard. Tap the eye icon to check what you typed, then tap Connect.',
          screen: 'Connecting to LeasingOffice-2G…',
        },
        {
          title: 'Wait for the test',
          detail: 'The cabinet connects, then tests the connection to our servers. This takes up to one minute.',
          screen: 'Connected • Server test passed',
        },
        {
          title: 'Send a test upload',
          detail:
            'Tap Sync Now. When the screen says "Sync complete", the portal shows the cabinet as communicating (Last Communication on your property page).',
        },
      ],
      tips: [
        'Guest networks with a sign-in page (a "captive portal") do not work. Use the office network.',
        'If your IT provider filters traffic, ask them to allow outgoing HTTPS (port 443) to *.keystonekeycontrol.example.',
        'A network cable is more reliable than Wi-Fi. There is a network port on the underside of the cabinet.',
      ],
      troubleshooting: [
        {
          problem: '"Wrong password".',
          fix: 'Wi-Fi passwords are case-sensitive. Retype it with the eye icon on. If your router was recently replaced, ask IT for the new password.',
        },
        {
          problem: '"Connected, server test failed".',
          fix: 'The Wi-Fi works but the internet or our servers cannot be reached. Check that other devices on the network can browse, then ask IT to allow port 443 as in the tips above.',
        },
        {
          problem: 'Your network is not in the list.',
          fix: 'It may be 5 GHz only, or too far away. Ask IT to enable 2.4 GHz, or move the access point closer to the cabinet.',
        },
      ],
    },
    {
      slug: 'edit-unit-names',
      title: 'Editing unit names',
      summary: 'Rename a unit on the cabinet when a unit is renumbered or was entered with a typo.',
      minutes: 3,
      before: ['A manager badge or fingerprint', "The unit's current name and the correct name"],
      steps: [
        { title: 'Open Admin > Units', detail: 'Tap Admin, identify yourself, then tap Units.' },
        {
          title: 'Find the unit',
          detail: 'Type the current unit name in the search box and tap it in the list.',
          screen: 'Unit 12O4 • Building 1 • 2 key tags',
        },
        {
          title: 'Tap Rename',
          detail:
            'Tap Rename, clear the old name and type the correct one (for example 1204, with a zero, not the letter O).',
        },
        {
          title: 'Save',
          detail: 'Tap Save. The key tags, hooks and history stay with the unit; only its name changes.',
          screen: 'Unit renamed to 1204',
        },
        {
          title: 'Check reports',
          detail:
            'The new name appears in the portal after the next communication. Past transactions show the new name too.',
        },
      ],
      tips: [
        'Keep unit names the same as in your property management software, so reports and e-mails match.',
        "Renaming many units? Send the list with the portal's Change Form and we will make the changes for you.",
      ],
      troubleshooting: [
        {
          problem: '"Unit name already in use".',
          fix: 'Another unit already has that name. Rename the other unit first, or check for a duplicate unit that should be removed.',
        },
      ],
    },
  ],
};
