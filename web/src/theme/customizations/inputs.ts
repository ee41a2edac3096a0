import type { Components, Theme } from '@mui/material/styles';
import { radii } from '../tokens';

const focusRing = (theme: Theme) => ({
  outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
  outlineOffset: 2,
});

export const inputsCustomizations: Components<Theme> = {
  MuiButtonBase: {
    defaultProps: { disableRipple: true },
    styleOverrides: {
      root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }),
    },
  },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.pill,
        paddingInline: theme.spacing(2.5),
        minHeight: 44,
        transition: theme.transitions.create(['background-color', 'border-color', 'color', 'box-shadow', 'transform'], {
          duration: theme.transitions.duration.short,
        }),
        variants: [
          { props: { size: 'large' }, style: { minHeight: 52, paddingInline: theme.spacing(4), fontSize: '1rem' } },
          { props: { size: 'small' }, style: { minHeight: 36, paddingInline: theme.spacing(1.75) } },
          {
            props: { variant: 'contained' },
            style: { '&:hover': { boxShadow: '0 10px 24px -12px rgba(66, 34, 29, 0.55)' } },
          },
          {
            props: { variant: 'outlined' },
            style: { borderWidth: 1, '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover } },
          },
        ],
      }),
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        color: (theme.vars ?? theme).palette.text.primary,
        '&:hover': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
      }),
    },
  },
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: radii.sm,
        backgroundColor: (theme.vars ?? theme).palette.background.paper,
        '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: (theme.vars ?? theme).palette.text.secondary },
      }),
      notchedOutline: ({ theme }) => ({ borderColor: (theme.vars ?? theme).palette.divider }),
    },
  },
  MuiTextField: {
    defaultProps: { variant: 'outlined' },
  },
};
