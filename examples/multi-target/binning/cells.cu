#include <mt/binning.cuh>

namespace mt {

__device__ static int clamp_cell(float v, int side) {
  int c = static_cast<int>(v * side);
  return c < 0 ? 0 : (c >= side ? side - 1 : c);
}

__device__ int cell_of(float x, float y, float z, GridSpec grid) {
  int cx = clamp_cell(x, grid.side);
  int cy = clamp_cell(y, grid.side);
  int cz = clamp_cell(z, grid.side);
  return (cz * grid.side + cy) * grid.side + cx;
}

} // namespace mt
