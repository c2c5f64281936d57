// Particle-in-cell current deposition in double precision: the three current
// components live in an array of structs, so the address is a member of an
// array element.
#include "corpus/cuda_check.cuh"
#include "corpus/particles.cuh"

using corpus::Grid3;
using corpus::Particle;
using corpus::Vec3;

struct CellMoments {
  double density;
  Vec3<double> current;
  double energy;
};

__global__ void deposit_current(const Particle<double> *parts, int np, Grid3 g,
                                double q_over_dt, CellMoments *cells) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= np) return;
  const Particle<double> pt = parts[p];
  int i = (int)((pt.x - g.x0) / g.dx);
  int j = (int)((pt.y - g.y0) / g.dy);
  int k = (int)((pt.z - g.z0) / g.dz);
  CellMoments *c = &cells[g.index(i, j, k)];
  double q = q_over_dt * pt.weight;
  atomicAdd(&c->density, pt.weight);
  atomicAdd(&c->current.x, q * pt.vx);
  atomicAdd(&c->current.y, q * pt.vy);
  atomicAdd(&c->current.z, q * pt.vz);
  double v2 = pt.vx * pt.vx + pt.vy * pt.vy + pt.vz * pt.vz;
  atomicAdd(&cells[g.index(i, j, k)].energy, 0.5 * pt.weight * v2);
}

// Structure-of-arrays variant with a templated scalar, used for both
// precisions.
template <class Real>
struct CurrentSoA {
  Real *jx, *jy, *jz;
};

template <class Real>
__global__ void deposit_current_soa(const Particle<Real> *parts, int np,
                                    Grid3 g, CurrentSoA<Real> J) {
  for (int p = blockIdx.x * blockDim.x + threadIdx.x; p < np;
       p += gridDim.x * blockDim.x) {
    const Particle<Real> &pt = parts[p];
    int cell = g.index(int((pt.x - g.x0) / g.dx), int((pt.y - g.y0) / g.dy),
                       int((pt.z - g.z0) / g.dz));
    atomicAdd(J.jx + cell, pt.weight * pt.vx);
    atomicAdd(J.jy + cell, pt.weight * pt.vy);
    atomicAdd(J.jz + cell, pt.weight * pt.vz);
  }
}

template __global__ void deposit_current_soa<double>(const Particle<double> *,
                                                     int, Grid3,
                                                     CurrentSoA<double>);
template __global__ void deposit_current_soa<float>(const Particle<float> *,
                                                    int, Grid3,
                                                    CurrentSoA<float>);

void run_deposit(const Particle<double> *parts, int np, const Grid3 &g,
                 CellMoments *cells) {
  deposit_current<<<corpus::grid_for(np, 256), 256>>>(parts, np, g, 2.0, cells);
  CUDA_CHECK_LAUNCH();
  CUDA_CHECK(cudaDeviceSynchronize());
}
