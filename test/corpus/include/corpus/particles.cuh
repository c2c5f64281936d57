// Particle and mesh types shared by the particle-in-cell corpus files.
#pragma once
#include <cuda_runtime.h>

namespace corpus {

template <class Real>
struct Particle {
  Real x, y, z;
  Real vx, vy, vz;
  Real weight;
  int species;
};

struct Grid3 {
  int nx, ny, nz;
  float dx, dy, dz;
  float x0, y0, z0;
  __host__ __device__ int index(int i, int j, int k) const {
    return (k * ny + j) * nx + i;
  }
};

template <class Real>
struct Vec3 {
  Real x, y, z;
};

}  // namespace corpus
