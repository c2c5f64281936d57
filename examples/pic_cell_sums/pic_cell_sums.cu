// Particle-in-cell cell sums, as in multiparticle collision dynamics (MPCD):
// every particle adds its mass and momentum to the cell it sits in.
//
//   pic_cell_sums [sorted|shifted|random]      (default: sorted)
//
// 100 x 100 x 100 unit cells, 10 particles per cell, sums in double precision.
//   sorted   particles stored cell by cell (as after a cell sort);
//   shifted  sorted, then each particle moved to the next cell along each axis
//            with probability 1/2 (the random grid shift of MPCD);
//   random   sorted, then shuffled.
#include "example_support.h"

#include <string>

constexpr int kCellsPerAxis = 100;
constexpr int kCells = kCellsPerAxis * kCellsPerAxis * kCellsPerAxis;
constexpr int kParticlesPerCell = 10;
constexpr int kParticles = kCells * kParticlesPerCell;

__host__ __device__ inline int axis_cell(float p) {
  const int c = static_cast<int>(p);  // p >= 0: truncation is floor
  return c < kCellsPerAxis ? c : kCellsPerAxis - 1;
}

__host__ __device__ inline int cell_of(float x, float y, float z) {
  return (axis_cell(z) * kCellsPerAxis + axis_cell(y)) * kCellsPerAxis +
         axis_cell(x);
}

struct Particles {
  std::vector<float> x, y, z, vx, vy, vz, mass;
};

__global__ void cell_sums(int n, const float* __restrict__ x,
                          const float* __restrict__ y,
                          const float* __restrict__ z,
                          const float* __restrict__ vx,
                          const float* __restrict__ vy,
                          const float* __restrict__ vz,
                          const float* __restrict__ mass, double* cell_mass,
                          double* cell_px, double* cell_py, double* cell_pz) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  const int c = cell_of(x[i], y[i], z[i]);
  const double m = mass[i];
  atomicAdd(&cell_mass[c], m);
  atomicAdd(&cell_px[c], m * vx[i]);
  atomicAdd(&cell_py[c], m * vy[i]);
  atomicAdd(&cell_pz[c], m * vz[i]);
}

static Particles make_particles(const std::string& order) {
  example::Rng rng(20261122);
  Particles p;
  for (auto* v : {&p.x, &p.y, &p.z, &p.vx, &p.vy, &p.vz, &p.mass})
    v->resize(kParticles);
  const bool shift = order == "shifted";
  const auto coord = [&](int cell) {
    int c = cell;
    if (shift && rng.next() >> 63) c = (c + 1) % kCellsPerAxis;
    return static_cast<float>(c + rng.uniform(0.0, 0.999));
  };
  size_t i = 0;
  for (int cz = 0; cz < kCellsPerAxis; ++cz)
    for (int cy = 0; cy < kCellsPerAxis; ++cy)
      for (int cx = 0; cx < kCellsPerAxis; ++cx)
        for (int k = 0; k < kParticlesPerCell; ++k, ++i) {
          p.x[i] = coord(cx);
          p.y[i] = coord(cy);
          p.z[i] = coord(cz);
          // Maxwell-like velocities (sum of uniforms), unequal masses.
          p.vx[i] = static_cast<float>(rng.uniform() + rng.uniform() - 1.0);
          p.vy[i] = static_cast<float>(rng.uniform() + rng.uniform() - 1.0);
          p.vz[i] = static_cast<float>(rng.uniform() + rng.uniform() - 1.0);
          p.mass[i] = static_cast<float>(rng.uniform(0.5, 1.5));
        }
  if (order == "random") {
    std::vector<int> perm(kParticles);
    for (int j = 0; j < kParticles; ++j) perm[j] = j;
    rng.shuffle(perm);
    for (auto* v : {&p.x, &p.y, &p.z, &p.vx, &p.vy, &p.vz, &p.mass}) {
      std::vector<float> shuffled(kParticles);
      for (int j = 0; j < kParticles; ++j) shuffled[j] = (*v)[perm[j]];
      v->swap(shuffled);
    }
  }
  return p;
}

int main(int argc, char** argv) {
  const std::string order = argc > 1 ? argv[1] : "sorted";
  if (order != "sorted" && order != "shifted" && order != "random") {
    std::fprintf(stderr, "usage: %s [sorted|shifted|random]\n", argv[0]);
    return 2;
  }
  example::print_device();
  std::printf("particles=%d cells=%d order=%s\n", kParticles, kCells,
              order.c_str());

  const Particles p = make_particles(order);
  example::DeviceBuffer<float> x(p.x), y(p.y), z(p.z), vx(p.vx), vy(p.vy),
      vz(p.vz), mass(p.mass);
  example::DeviceBuffer<double> cell_mass(kCells), cell_px(kCells),
      cell_py(kCells), cell_pz(kCells);

  const unsigned threads = 256;
  const float ms = example::time_median_ms(
      [&] {
        cell_mass.zero();
        cell_px.zero();
        cell_py.zero();
        cell_pz.zero();
      },
      [&] {
        cell_sums<<<example::blocks_for(kParticles, threads), threads>>>(
            kParticles, x.get(), y.get(), z.get(), vx.get(), vy.get(),
            vz.get(), mass.get(), cell_mass.get(), cell_px.get(),
            cell_py.get(), cell_pz.get());
      });

  // CPU reference in double; the tolerance scales with the sum of |terms|.
  std::vector<double> ref_m(kCells), ref_px(kCells), ref_py(kCells),
      ref_pz(kCells), abs_m(kCells), abs_px(kCells), abs_py(kCells),
      abs_pz(kCells);
  for (int i = 0; i < kParticles; ++i) {
    const int c = cell_of(p.x[i], p.y[i], p.z[i]);
    const double m = p.mass[i];
    const double px = m * p.vx[i], py = m * p.vy[i], pz = m * p.vz[i];
    ref_m[c] += m;
    ref_px[c] += px;
    ref_py[c] += py;
    ref_pz[c] += pz;
    abs_m[c] += m;
    abs_px[c] += std::fabs(px);
    abs_py[c] += std::fabs(py);
    abs_pz[c] += std::fabs(pz);
  }
  const double rel = 1e-12;
  size_t bad = 0;
  bad += example::count_mismatches_fp("cell_mass", cell_mass.download(), ref_m,
                                      abs_m, rel);
  bad += example::count_mismatches_fp("cell_px", cell_px.download(), ref_px,
                                      abs_px, rel);
  bad += example::count_mismatches_fp("cell_py", cell_py.download(), ref_py,
                                      abs_py, rel);
  bad += example::count_mismatches_fp("cell_pz", cell_pz.download(), ref_pz,
                                      abs_pz, rel);
  return example::report(ms, bad == 0);
}
