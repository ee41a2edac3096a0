import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { IMAGE_MIME_TYPES } from '@shop/contract';
import type { ChangeEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormBinding } from '@/components/form/form-binding';
import { ProductImage } from '@/components/product-card/product-image';
import { useApiMutation } from '@/hooks/use-api-mutation';
import { uploadImage } from '../../api/resource-api';

interface ImageFieldProps {
  name: string;
  label: string;
  /** The button's name for assistive technology where several pictures share a form (e.g. "Choose image for Ruby"). */
  chooseLabel?: string;
  /** The server refused the file: the form shows the message at its top. */
  onUploadError: (message: string) => void;
}

/**
 * An image: choose a file, see it at once, and it goes up through POST /uploads; the form keeps the
 * served path. Without one the default picture shows.
 */
export const ImageField = ({ name, label, chooseLabel, onUploadError }: ImageFieldProps) => {
  const form = useFormBinding();
  const value = form.field(name).value;
  const stored = typeof value === 'string' ? value : '';
  const [preview, setPreview] = useState<string | null>(null);
  const { mutate, pending } = useApiMutation();
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    const result = await mutate({ call: () => uploadImage(file) });
    setPreview(null);
    if (result.success && result.body) form.setValue(name, result.body.url);
    else onUploadError(result.message);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void choose(event.target.files?.[0]);
    event.target.value = '';
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box sx={{ width: 120, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <ProductImage src={preview ?? (stored || undefined)} alt={`${label} preview`} eager />
      </Box>
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
        <Typography variant="body2" color="text.secondary" component="span" id={labelId}>
          {label}
        </Typography>
        <Button
          variant="outlined"
          onClick={() => input.current?.click()}
          aria-describedby={labelId}
          aria-label={pending ? undefined : chooseLabel}
          startIcon={pending ? <CircularProgress size={18} aria-hidden="true" /> : <CloudUploadOutlined />}
          disabled={pending}
        >
          {pending ? 'Uploading ...' : 'Choose image'}
        </Button>
        {/* The button opens the file chooser; the input itself stays out of sight and out of the tab order. */}
        <input ref={input} type="file" name={name} accept={IMAGE_MIME_TYPES.join(',')} hidden onChange={onChange} />
      </Box>
    </Box>
  );
};
