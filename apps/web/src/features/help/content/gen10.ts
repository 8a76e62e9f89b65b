import type { SystemHelp } from './types.ts';

/** Guides for the Gen10 system: the cabinet with the 7-inch controller and keypad. */
export const GEN10_HELP: SystemHelp = {
  key: 'gen10',
  name: 'Gen10',
  description:
    'The Gen10 system is a key cabinet with a 7-inch controller screen, a 12-key keypad and a fingerprint reader. Key tags sit in numbered slots on lettered panels, and a status light on the controller shows whether the system is communicating.',
  identify:
    'You have a Gen10 system if the controller has a physical keypad under a smaller screen, and the label on the side reads "Gen10".',
  faqs: [
    {
      question: 'How do I get into the manager menu?',
      answer:
        'Press the Menu key on the keypad, then enter your manager PIN and press Enter, or place an enrolled manager finger on the reader.',
    },
    {
      question: 'What does the status light on the controller mean?',
      answer:
        'Green: communicating normally. Amber: it has not reached our servers in the last hour and will keep trying. Red: no network connection. See "Testing communications".',
    },
    {
      question: 'How long does the controller keep transactions if the network is down?',
      answer:
        'Up to 30 days or 50,000 transactions, whichever comes first. They upload automatically when the connection returns.',
    },
    {
      question: 'Can we replace key tags ourselves?',
      answer:
        'Yes, with the manager menu and a new tag from your supply kit. See "Replacing key tags". Order more tags from Supplies in the portal.',
    },
  ],
  guides: [
    {
      slug: 'replace-keytags',
      title: 'Replacing key tags',
      summary: 'Swap a worn or broken key tag for a new one while keeping the unit, slot and history.',
      minutes: 5,
      before: [
        'Your manager PIN or enrolled finger',
        'A new key tag from the supply kit',
        'The old tag, or its unit number if the tag is lost',
      ],
      steps: [
        {
          title: 'Open the manager menu',
          detail: 'Press Menu, enter your manager PIN and press Enter.',
          screen: '1 Keys  2 Units  3 Users  4 Reports  5 Network  6 System',
        },
        {
          title: 'Choose 1 Keys, then 3 Replace Tag',
          detail: 'Press 1, then 3. The screen asks for the old tag.',
          screen: 'Insert old tag or press # to search by unit',
        },
        {
          title: 'Identify the old tag',
          detail:
            'Insert the old tag into the reader slot on the right of the controller. If the tag is lost or unreadable, press # and type the unit number instead.',
          screen: 'Old tag 2207 • Unit 318 • Slot B-14',
        },
        {
          title: 'Insert the new tag',
          detail: 'Remove the old tag and insert the new one. The controller reads its number and asks you to confirm.',
          screen: 'Replace 2207 with 4512? 1 Yes  2 No',
        },
        {
          title: 'Confirm and move the key',
          detail:
            'Press 1. Move the key and ring from the old tag to the new one, seal the ring, and put the new tag in slot B-14.',
        },
        {
          title: 'Dispose of the old tag',
          detail:
            'The old tag is now retired and will be refused if someone inserts it. Cut it in half before throwing it away.',
        },
      ],
      tips: [
        "The unit's key history stays with the unit, not the tag, so reports are unaffected.",
        'Keep at least five spare tags on site. Order them from Supplies in the portal.',
      ],
      troubleshooting: [
        {
          problem: '"Tag already in use".',
          fix: 'The new tag was registered before, perhaps at another property. Use another tag from the kit and call support with the tag number.',
        },
        {
          problem: 'The controller does not react when a tag is inserted.',
          fix: 'Push the tag fully into the reader slot until it stops. Clean the tag contacts with a dry cloth.',
        },
      ],
    },
    {
      slug: 'add-new-unit',
      title: 'Adding a new unit',
      summary: 'Add a unit to the Gen10 controller and give it a tag and a slot.',
      minutes: 8,
      before: [
        'Your manager PIN or enrolled finger',
        'The unit number as it appears in your property management software',
        "A new key tag and the unit's key",
      ],
      steps: [
        { title: 'Open the manager menu', detail: 'Press Menu, enter your manager PIN and press Enter.' },
        { title: 'Choose 2 Units, then 1 Add Unit', detail: 'Press 2, then 1.', screen: 'Unit number: _' },
        {
          title: 'Type the unit number',
          detail:
            'Use the keypad. For letters (for example 12B), press the * key to switch to letters and use the up and down arrows to choose. Press Enter.',
        },
        {
          title: 'Choose a slot',
          detail:
            'The controller suggests the first empty slot (for example C-03). Press Enter to accept, or type another slot number.',
          screen: 'Slot C-03 (empty) • Enter to accept',
        },
        {
          title: 'Insert the new tag',
          detail: 'Insert the new tag into the reader slot. The controller registers it to the unit.',
          screen: 'Tag 4513 added to unit 12B',
        },
        {
          title: 'Put the key away',
          detail: 'Attach the key, seal the ring, and place the tag in the slot shown. The slot light turns green.',
        },
      ],
      tips: [
        "The portal's Unit List shows the new unit after the next upload (within 15 minutes when the status light is green).",
      ],
      troubleshooting: [
        {
          problem: '"No empty slots".',
          fix: 'Every slot is used. Retire tags of units that no longer exist, or call sales about an extra panel.',
        },
        { problem: '"Unit exists".', fix: 'The unit number is already set up. Use 2 Units > 2 Find Unit to check it.' },
      ],
    },
    {
      slug: 'edit-unit-names',
      title: 'Editing unit names',
      summary: "Correct or change a unit's name on the Gen10 controller.",
      minutes: 3,
      before: ['Your manager PIN or enrolled finger', 'The current and the correct unit name'],
      steps: [
        { title: 'Open the manager menu', detail: 'Press Menu, enter your manager PIN and press Enter.' },
        {
          title: 'Choose 2 Units, then 2 Find Unit',
          detail: 'Type the current unit name and press Enter.',
          screen: 'Unit 3l8 • Slot B-14 • 1 tag',
        },
        {
          title: 'Press 3 Rename',
          detail: 'Press Clear to delete the old name, type the new one (for example 318) and press Enter.',
        },
        {
          title: 'Confirm',
          detail: 'Press 1 to confirm. History, slot and tags stay with the unit.',
          screen: 'Renamed to 318',
        },
      ],
      tips: [
        'Names are limited to 12 characters on Gen10 controllers. Use the same short names as your leasing software.',
      ],
      troubleshooting: [
        {
          problem: '"Name in use".',
          fix: 'Another unit has that name. Rename that unit first or check for a duplicate.',
        },
      ],
    },
    {
      slug: 'adding-employees',
      title: 'Adding employees',
      summary: 'Add an employee in the portal and give them a PIN for the Gen10 keypad.',
      minutes: 5,
      before: ['Portal access with the Create/Modify Badge right', "The employee's name and role"],
      steps: [
        {
          title: 'Open Employees in the portal',
          detail: 'Sign in, choose your property at the top of the page, and open Employees.',
        },
        {
          title: 'Add the employee',
          detail:
            'Choose Add Employee, enter the name and role, and choose a 4-to-6 digit PIN. Give the PIN to the employee privately.',
        },
        {
          title: 'Set restrictions',
          detail: 'Optional: limit days and hours under Restrictions, for example for vendors or weekend staff.',
        },
        {
          title: 'Send to the controller',
          detail:
            'Save. The controller downloads new employees at its next check-in (every 15 minutes). To do it now, press Menu, your PIN, 5 Network, 2 Check In Now.',
          screen: 'Check-in complete • Users: 1 new',
        },
        {
          title: 'Test the PIN',
          detail: 'Have the employee press Start, type their PIN and press Enter. The screen greets them by name.',
          screen: 'Hello, Maria • Select unit',
        },
      ],
      tips: [
        'Deactivate employees in the portal the day they leave. The controller removes them at the next check-in.',
      ],
      troubleshooting: [
        {
          problem: '"Invalid PIN" for a new employee.',
          fix: 'The controller has not checked in since you added them. Run 5 Network > 2 Check In Now, then try again.',
        },
        {
          problem: '"User restricted".',
          fix: 'The employee is outside their allowed hours. Check Restrictions in the portal.',
        },
      ],
    },
    {
      slug: 'fingerprint-setup',
      title: 'Fingerprint setup',
      summary: "Enrol an employee's fingerprint on the Gen10 reader.",
      minutes: 5,
      before: ['Your manager PIN', 'The employee, already added in the portal and checked in to the controller'],
      steps: [
        {
          title: 'Open 3 Users',
          detail:
            'Press Menu, enter your manager PIN, then press 3 Users and 1 Find User. Type the first letters of the last name and press Enter.',
        },
        {
          title: 'Press 4 Enrol Finger',
          detail: 'Choose the finger with the arrows (right index recommended) and press Enter.',
          screen: 'Place finger • 1 of 3',
        },
        {
          title: 'Scan three times',
          detail: 'The employee places the finger flat on the reader and lifts it at each beep, three times.',
          screen: '✓ ✓ ✓ Enrolled',
        },
        {
          title: 'Test',
          detail: 'Press Start and have the employee place the finger. The controller greets them by name.',
        },
      ],
      tips: ['Enrol two fingers per employee. Clean the reader weekly with a dry cloth.'],
      troubleshooting: [
        {
          problem: '"Low quality" on every scan.',
          fix: 'Warm and dry the finger, press lightly and cover the whole glass, or enrol another finger.',
        },
        {
          problem: 'The employee is not found.',
          fix: 'Run 5 Network > 2 Check In Now so the controller downloads new employees.',
        },
      ],
    },
    {
      slug: 'clearing-reports',
      title: 'Clearing reports (acknowledging exceptions)',
      summary: 'Clear the exception list on the controller after you have reviewed overdue keys and alerts.',
      minutes: 3,
      before: ['Your manager PIN', 'The exception report reviewed in the portal (Alerts)'],
      steps: [
        {
          title: 'Review in the portal first',
          detail:
            'Open Alerts in the portal and check each exception: overdue keys, access denied, door left open. Clearing the controller does not delete anything from the portal.',
        },
        {
          title: 'Open 4 Reports on the controller',
          detail: 'Press Menu, enter your manager PIN, then press 4 Reports.',
          screen: '1 Keys Out  2 Exceptions  3 Clear Exceptions',
        },
        {
          title: 'Press 3 Clear Exceptions',
          detail: 'The controller shows how many exceptions are open.',
          screen: '7 open exceptions • 1 Clear all  2 Cancel',
        },
        {
          title: 'Confirm',
          detail:
            'Press 1. The exception light on the controller turns off, and the clearing is recorded in the portal under your name.',
        },
      ],
      tips: [
        'Clearing does not return keys. Keys still out keep appearing in the Keys Out report until they are returned.',
      ],
      troubleshooting: [
        {
          problem: 'The exception light comes back on right away.',
          fix: 'A key is still overdue or the door is open. Check 4 Reports > 1 Keys Out.',
        },
      ],
    },
    {
      slug: 'testing-communications',
      title: 'Testing communications',
      summary: 'Check that the Gen10 controller reaches our servers, and what to do when it does not.',
      minutes: 5,
      before: ['Your manager PIN'],
      steps: [
        {
          title: 'Look at the status light',
          detail:
            'Green means communicating. Amber means the last check-in failed but the network is up. Red means no network.',
        },
        {
          title: 'Run the test',
          detail: 'Press Menu, enter your manager PIN, then 5 Network and 1 Test Connection.',
          screen: 'Network ✓  Internet ✓  Server ✓',
        },
        {
          title: 'Read the result',
          detail:
            'Three ticks mean everything works. A cross shows where it stops: Network (cable or Wi-Fi), Internet (your router or provider) or Server (a firewall blocking us).',
        },
        {
          title: 'Force a check-in',
          detail: 'Press 2 Check In Now. The screen shows how many transactions were uploaded.',
          screen: 'Check-in complete • 214 transactions sent',
        },
        {
          title: 'Confirm in the portal',
          detail: "The property's Last Communication date in the portal updates within a minute.",
        },
      ],
      tips: [
        'If the network cable was unplugged, plug it back in and wait 2 minutes before testing: the controller needs that long to get an address.',
      ],
      troubleshooting: [
        {
          problem: 'Network ✗',
          fix: 'Check the cable at both ends and that the switch port light is on. Try another cable.',
        },
        {
          problem: 'Internet ✗',
          fix: 'Restart the router or call your internet provider. Other devices on the same network will also be offline.',
        },
        {
          problem: 'Server ✗',
          fix: 'A firewall is blocking us. Ask IT to allow outgoing HTTPS (port 443) to *.keystonekeycontrol.example, then test again.',
        },
      ],
    },
  ],
};
