import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import { useFormBinding } from '@/components/form/form-binding';

const STAR_LABELS = ['', '1 star', '2 stars', '3 stars', '4 stars', '5 stars'];

/** The form's 1 to 5 stars (radio buttons, one per star), with "Choose a rating" below it when missing. */
export const ReviewRatingField = () => {
  const form = useFormBinding();
  // Holds its own value until Formik arrives (no value given), then shows Formik's.
  const field = form.field('rating');
  const error = form.error('rating');
  return (
    <FormControl component="fieldset" error={Boolean(error)} required sx={{ m: 0, p: 0, border: 0 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        Your rating
      </FormLabel>
      <Rating
        name="rating"
        {...('value' in field
          ? { value: typeof field.value === 'number' ? field.value : null }
          : { defaultValue: field.defaultValue as number | undefined })}
        size="large"
        getLabelText={(stars) => STAR_LABELS[stars] ?? `${stars} stars`}
        onChange={(_, stars) => form.setValue('rating', stars ?? null)}
        onBlur={field.onBlur}
        sx={{ color: 'warning.main' }}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
};
