import { ACTIONS, AREAS, type Permissions } from '../../access/model.ts';
import { setPermission } from './user-management.ts';

type Props = {
  permissions: Permissions;
  disabled: boolean;
  onChange: (permissions: Permissions) => void;
};

/** The 9 areas × 5 actions of a role, one labelled checkbox per cell. */
export function PermissionGrid({ permissions, disabled, onChange }: Props) {
  return (
    <table className="w-full text-sm">
      <caption className="label mb-2 text-left">Permissions</caption>
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 pr-4 text-left font-medium">
            Area
          </th>
          {ACTIONS.map((action) => (
            <th key={action} scope="col" className="px-2 py-1 font-medium capitalize">
              {action}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {AREAS.map((area) => (
          <tr key={area}>
            <th scope="row" className="py-1 pr-4 text-left font-normal text-slate-800">
              {area}
            </th>
            {ACTIONS.map((action) => (
              <td key={action} className="px-2 py-1 text-center">
                <input
                  type="checkbox"
                  aria-label={`${area} ${action}`}
                  checked={permissions[area]?.[action] === true}
                  disabled={disabled}
                  onChange={(e) =>
                    onChange(setPermission(permissions, area, action, e.target.checked))
                  }
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
