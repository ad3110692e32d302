import sharp from 'sharp';
const [file, top, height, out] = process.argv.slice(2);
await sharp(file)
  .extract({ left: 0, top: Number(top), width: (await sharp(file).metadata()).width, height: Number(height) })
  .toFile(out);
