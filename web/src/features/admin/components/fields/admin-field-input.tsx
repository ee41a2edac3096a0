import InputAdornment from '@mui/material/InputAdornment';
import { useFormBinding } from '@/components/form/form-binding';
import { FormPasswordField } from '@/components/form/form-password-field';
import { FormTextField } from '@/components/form/form-text-field';
import { TextInput } from '@/components/fields/text-input';
import type { AdminField } from '../../lib/resource';
import { GroupField } from './group-field';
import { ImageField } from './image-field';
import { MultiSelectField } from './multi-select-field';
import { RepeatableField } from './repeatable-field';
import { SelectField } from './select-field';

export interface AdminFieldInputProps {
  field: AdminField;
  mode: 'create' | 'edit';
  /** The path of the group entry the field sits in, e.g. "items.0." (empty at the top level). */
  prefix?: string;
  onUploadError: (message: string) => void;
}

/** A select whose choices come from a hook (the hook runs inside this component, once per render). */
const DeclaredSelect = ({ field, name }: { field: Extract<AdminField, { kind: 'select' }>; name: string }) => (
  <SelectField name={name} label={field.label} placeholder={field.placeholder} options={field.useOptions()} />
);

/** One declared field, drawn by its kind. */
export const AdminFieldInput = ({ field, mode, prefix = '', onUploadError }: AdminFieldInputProps) => {
  const form = useFormBinding();
  const valueOf = (path: string) => form.field(path).value;
  const name = prefix + field.name;
  if (field.hiddenWhen?.(valueOf)) return null;
  const setBy = field.setBy?.(valueOf);
  const readOnly = (mode === 'edit' && field.readOnlyOnEdit) || Boolean(setBy);
  switch (field.kind) {
    case 'text':
      return <FormTextField name={name} id={`field-${name}`} label={field.label} disabled={readOnly} />;
    case 'password':
      return <FormPasswordField name={name} id={`field-${name}`} label={field.label} autoComplete="new-password" />;
    case 'longText':
      return <FormTextField name={name} id={`field-${name}`} label={field.label} multiline minRows={field.rows ?? 4} />;
    case 'number':
      // A value set by other fields shows what they make it and says so; their own fields carry the messages.
      if (setBy)
        return (
          <TextInput
            id={`field-${name}`}
            label={field.label}
            type="number"
            value={valueOf(name) ?? ''}
            htmlInput={{ readOnly: true }}
            helperText={setBy}
            startAdornment={field.prefix ? <InputAdornment position="start">{field.prefix}</InputAdornment> : undefined}
            fullWidth
          />
        );
      return (
        <FormTextField
          name={name}
          id={`field-${name}`}
          label={field.label}
          type="number"
          // Read-only, not disabled: the value and its hint keep their contrast and stay selectable.
          htmlInput={readOnly ? { readOnly: true } : undefined}
          helperText={field.hint}
          startAdornment={field.prefix ? <InputAdornment position="start">{field.prefix}</InputAdornment> : undefined}
        />
      );
    case 'select':
      return <DeclaredSelect field={field} name={name} />;
    case 'multiSelect':
      return <MultiSelectField name={name} label={field.label} options={field.options} />;
    case 'stringList':
      return (
        <RepeatableField
          name={name}
          label={field.label}
          itemLabel={field.itemLabel}
          addLabel={field.addLabel}
          empty={() => ''}
          renderEntry={(path, index) => (
            <FormTextField name={path} id={`field-${path}`} label={`${field.itemLabel} ${index + 1}`} />
          )}
        />
      );
    case 'image':
      return <ImageField name={name} label={field.label} onUploadError={onUploadError} />;
    case 'custom':
      return <field.component name={name} label={field.label} mode={mode} onUploadError={onUploadError} />;
    case 'group':
      return (
        <GroupField
          field={field}
          name={name}
          renderField={(inner, innerPrefix) => (
            <AdminFieldInput field={inner} mode={mode} prefix={innerPrefix} onUploadError={onUploadError} />
          )}
        />
      );
  }
};
