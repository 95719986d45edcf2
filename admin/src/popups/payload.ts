// What the popup form sends (the API refuses unknown fields): an emptied position field goes as null, not as an
// empty string.
/** Only what the API accepts (it refuses unknown fields). */
export function toPayload(data: Record<string, unknown>) {
  const keys = [
    'title',
    'body',
    'imageFileId',
    'imageAlt',
    'linkUrl',
    'linkNewTab',
    'startAt',
    'endAt',
    'device',
    'lang',
    'active',
    'sortOrder',
    'dismissMode',
    'dismissHours',
    'positionLeft',
    'positionTop',
    'width',
    'height',
  ];
  return Object.fromEntries(
    keys
      .filter((k) => data[k] !== undefined)
      .map((k) => [k, data[k] === '' && k.startsWith('position') ? null : data[k]]),
  );
}
