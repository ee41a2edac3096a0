import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { SKIN_TYPE_LABELS, SKIN_TYPES } from '@shop/contract';
import { useFormBinding } from '@/components/form/form-binding';

const ID = 'field-skinType';

/** The reviewer's skin type, one of the shop's (a native select). */
export const ReviewSkinField = () => {
  const form = useFormBinding();
  const field = form.field('skinType');
  const error = form.error('skinType');
  return (
    <FormControl variant="outlined" required error={Boolean(error)} fullWidth>
      <InputLabel htmlFor={ID} shrink>
        Your skin type
      </InputLabel>
      <NativeSelect
        id={ID}
        {...field}
        value={field.value as string | undefined}
        input={<OutlinedInput label="Your skin type" notched />}
        inputProps={{ 'aria-describedby': error ? `${ID}-helper` : undefined }}
      >
        <option value="">Choose your skin type</option>
        {SKIN_TYPES.map((skin) => (
          <option key={skin} value={skin}>
            {SKIN_TYPE_LABELS[skin]}
          </option>
        ))}
      </NativeSelect>
      {error && <FormHelperText id={`${ID}-helper`}>{error}</FormHelperText>}
    </FormControl>
  );
};
