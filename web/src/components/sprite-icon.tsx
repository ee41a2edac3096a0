import type { SvgIconProps } from '@mui/material/SvgIcon';
import SvgIcon from '@mui/material/SvgIcon';

/**
 * An icon drawn from the shop's icon sprite (web/icon-sprite.ts turns each `@mui/icons-material/<Name>`
 * import into one of these; lib/icon-sprite adds the sprite's symbols to the page after its first
 * paint): same sizes and colours as MUI's own icon components.
 */
export const createSpriteIcon = (name: string) => {
  const Icon = (props: SvgIconProps) => (
    <SvgIcon {...props}>
      <use href={`#icon-${name}`} />
    </SvgIcon>
  );
  Icon.displayName = `${name}Icon`;
  Icon.muiName = SvgIcon.muiName;
  return Icon;
};
