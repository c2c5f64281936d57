// Particle-in-cell charge deposition, single precision, cloud-in-cell
// weighting: every particle spreads its charge over the 8 surrounding nodes.
#include "corpus/cuda_check.cuh"
#include "corpus/particles.cuh"

using corpus::Grid3;
using corpus::Particle;

__device__ __forceinline__ void deposit_node(float *rho, const Grid3 &g,
                                             int i, int j, int k, float q) {
  atomicAdd(&rho[g.index(i, j, k)], q);
}

__global__ void deposit_charge_cic(const Particle<float> *__restrict__ parts,
                                   int np, Grid3 g, float charge,
                                   float *__restrict__ rho) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= np) return;
  const Particle<float> pt = parts[p];
  float fx = (pt.x - g.x0) / g.dx, fy = (pt.y - g.y0) / g.dy,
        fz = (pt.z - g.z0) / g.dz;
  int i = (int)floorf(fx), j = (int)floorf(fy), k = (int)floorf(fz);
  float wx = fx - i, wy = fy - j, wz = fz - k;
  float q = charge * pt.weight;
#pragma unroll
  for (int c = 0; c < 8; ++c) {
    int di = c & 1, dj = (c >> 1) & 1, dk = (c >> 2) & 1;
    float w = (di ? wx : 1.f - wx) * (dj ? wy : 1.f - wy) * (dk ? wz : 1.f - wz);
    deposit_node(rho, g, i + di, j + dj, k + dk, q * w);
  }
}

// Nearest-grid-point deposition with per-species density planes.
__global__ void deposit_ngp_species(const Particle<float> *parts, int np,
                                    Grid3 g, int cells, float *density) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p < np) {
    const Particle<float> &pt = parts[p];
    int i = __float2int_rn((pt.x - g.x0) / g.dx);
    int j = __float2int_rn((pt.y - g.y0) / g.dy);
    int k = __float2int_rn((pt.z - g.z0) / g.dz);
    float *plane = density + pt.species * cells;
    atomicAdd(plane + g.index(i, j, k), pt.weight);
  }
}

void deposit(const Particle<float> *d_parts, int np, const Grid3 &g,
             float *d_rho) {
  int cells = g.nx * g.ny * g.nz;
  CUDA_CHECK(cudaMemset(d_rho, 0, cells * sizeof(float)));
  deposit_charge_cic<<<corpus::grid_for(np, 128), 128>>>(d_parts, np, g, 1.0f,
                                                          d_rho);
  CUDA_CHECK_LAUNCH();
}
