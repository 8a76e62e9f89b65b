// Vitest 5's reporter uses Map.groupBy / Object.groupBy, which arrived in Node 21. Node 20 is the floor here.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, key) => {
    const map = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      const list = map.get(k);
      if (list) list.push(item);
      else map.set(k, [item]);
    }
    return map;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, key) => Object.fromEntries(Map.groupBy(items, key));
}
