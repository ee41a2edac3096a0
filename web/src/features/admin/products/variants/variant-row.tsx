import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { SHADE_FAMILIES, SHADE_FAMILY_LABELS } from '@shop/contract';
import { FormTextField } from '@/components/form/form-text-field';
import { ImageField } from '../../components/fields/image-field';
import { SelectField } from '../../components/fields/select-field';
import { SwatchField } from './swatch-field';
import { isSaved, rowName, swatchColour, type VariantValues } from './variant-values';

const FAMILY_OPTIONS = SHADE_FAMILIES.map((family) => ({ value: family, label: SHADE_FAMILY_LABELS[family] }));

/** Which control of a row a move leaves focused. */
export type MoveDirection = 'up' | 'down';

interface VariantRowProps {
  row: VariantValues;
  index: number;
  count: number;
  /** The row's path in the form, e.g. "variants.2". */
  path: string;
  mode: 'create' | 'edit';
  onMove: (direction: MoveDirection) => void;
  onRemove: () => void;
  onPutBack: () => void;
  onUploadError: (message: string) => void;
}

/**
 * One shade or size: its name, price, stock (Add units once it is saved and counted), its colour and
 * family or its size, its picture, and the buttons that move and remove it. Every control is named with
 * the variant ("Price of Ruby").
 */
export const VariantRow = ({
  row,
  index,
  count,
  path,
  mode,
  onMove,
  onRemove,
  onPutBack,
  onUploadError,
}: VariantRowProps) => {
  const of = rowName(row, index);
  const saved = mode === 'edit' && isSaved(row);
  const headingId = `${path}-heading`;
  const colour = swatchColour(row.swatch);

  return (
    <Box
      component="li"
      // The editor finds a moved row's buttons by it, to keep the focus on them.
      data-row-key={row.rowKey}
      sx={{ listStyle: 'none' }}
    >
      <Box
        role="group"
        aria-labelledby={headingId}
        sx={{
          display: 'grid',
          gap: 2,
          p: { xs: 1.5, sm: 2 },
          border: 1,
          borderColor: row.hidden ? 'warning.main' : 'divider',
          borderRadius: 2,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          {row.kind === 'shade' && (
            <Box
              aria-hidden="true"
              sx={{
                width: 20,
                height: 20,
                flexShrink: 0,
                borderRadius: '50%',
                // No colour chosen yet: an empty dashed ring, not the picker's black.
                border: colour ? 1 : '2px dashed',
                borderColor: colour ? 'divider' : 'text.disabled',
                bgcolor: colour ?? 'transparent',
              }}
            />
          )}
          <Typography
            id={headingId}
            component="h3"
            variant="subtitle2"
            sx={{
              flex: 1,
              minWidth: 0,
              overflowWrap: 'anywhere',
              textTransform: row.name.trim() ? 'none' : 'capitalize',
            }}
          >
            {of}
          </Typography>
          <IconButton
            data-move="up"
            aria-label={`Move ${of} up`}
            onClick={() => onMove('up')}
            disabled={index === 0}
            size="small"
          >
            <ArrowUpwardRounded fontSize="small" />
          </IconButton>
          <IconButton
            data-move="down"
            aria-label={`Move ${of} down`}
            onClick={() => onMove('down')}
            disabled={index === count - 1}
            size="small"
          >
            <ArrowDownwardRounded fontSize="small" />
          </IconButton>
          <IconButton aria-label={`Remove ${of}`} onClick={onRemove} color="error" size="small">
            <DeleteOutlineRounded fontSize="small" />
          </IconButton>
        </Box>

        {row.hidden && (
          <Alert severity="warning" icon={false} sx={{ py: 0.5, '& .MuiAlert-message': { width: '100%' } }}>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
            >
              <span>Hidden: in an open cart or order</span>
              <Button color="inherit" size="small" startIcon={<VisibilityOutlined />} onClick={onPutBack}>
                Put back on sale
              </Button>
            </Box>
          </Alert>
        )}

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <FormTextField name={`${path}.name`} label="Name" htmlInput={{ 'aria-label': `Name of ${of}` }} />
          <FormTextField
            name={`${path}.price`}
            label="Price"
            type="number"
            htmlInput={{ 'aria-label': `Price of ${of}` }}
            startAdornment={<InputAdornment position="start">$</InputAdornment>}
          />
          {saved ? (
            <>
              <FormTextField
                name={`${path}.stock`}
                label="Stock"
                type="number"
                htmlInput={{ 'aria-label': `Stock of ${of}`, readOnly: true }}
                helperText={row.stock === '' ? 'Not counted yet.' : 'In stock when you opened this product.'}
              />
              <FormTextField
                name={`${path}.addUnits`}
                label="Add units"
                type="number"
                htmlInput={{ 'aria-label': `Add units to ${of}` }}
                helperText={
                  row.stock === ''
                    ? 'Its stock from now on, when you save.'
                    : 'Added when you save (negative writes units off).'
                }
              />
            </>
          ) : (
            <FormTextField
              name={`${path}.stock`}
              label="Stock"
              type="number"
              htmlInput={{ 'aria-label': `Stock of ${of}` }}
              helperText="Leave empty to sell it without counting."
            />
          )}
          {row.kind === 'shade' ? (
            <>
              <SwatchField name={`${path}.swatch`} of={of} />
              <SelectField
                name={`${path}.family`}
                label="Colour family"
                placeholder="Choose a family"
                options={FAMILY_OPTIONS}
                ariaLabel={`Colour family of ${of}`}
              />
            </>
          ) : (
            <FormTextField
              name={`${path}.size`}
              label="Size"
              placeholder="50 ml"
              htmlInput={{ 'aria-label': `Size of ${of}` }}
            />
          )}
        </Box>
        <ImageField
          name={`${path}.image`}
          label={`Picture of ${of}`}
          chooseLabel={`Choose image for ${of}`}
          onUploadError={onUploadError}
        />
      </Box>
    </Box>
  );
};
