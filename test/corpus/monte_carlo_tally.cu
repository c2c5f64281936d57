// Monte Carlo particle transport tallies: track-length flux per mesh cell
// (double), collision counts per material, and run totals kept in __device__
// globals and behind __constant__ pointers (the same address for every lane).
#include <curand_kernel.h>
#include "corpus/cuda_check.cuh"

struct Tallies {
  double *flux;
  unsigned long long *collisions;
  int cells;
};

__constant__ Tallies c_tallies;
__constant__ double *c_total_weight;
__device__ unsigned long long g_histories_done;
__device__ double g_leakage;

__global__ void transport(int histories, unsigned long long seed,
                          const int *material_of_cell, float sigma_t,
                          float cell_width) {
  int h = blockIdx.x * blockDim.x + threadIdx.x;
  if (h >= histories) return;
  curandStatePhilox4_32_10_t rng;
  curand_init(seed, h, 0, &rng);
  float x = 0.5f * cell_width * c_tallies.cells;
  double w = 1.0;
  for (int step = 0; step < 64 && w > 1e-3; ++step) {
    float d = -logf(curand_uniform(&rng)) / sigma_t;
    float dir = curand_uniform(&rng) < 0.5f ? -1.f : 1.f;
    int cell = int(x / cell_width);
    if (cell < 0 || cell >= c_tallies.cells) {
      atomicAdd(&g_leakage, w);
      break;
    }
    atomicAdd(&c_tallies.flux[cell], w * d);
    atomicAdd(c_tallies.collisions + material_of_cell[cell], 1ull);
    x += dir * d;
    w *= 0.7;
  }
  atomicAdd(c_total_weight, w);
  atomicAdd(&g_histories_done, 1ull);
}

// Energy-binned tally with a templated score type.
template <class Score>
__global__ void energy_tally(const float *energy, const Score *score, int n,
                             float e_min, float log_span, int bins,
                             Score *tally) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int b = int(logf(energy[i] / e_min) / log_span * bins);
  if (b >= 0 && b < bins) atomicAdd(&tally[b], score[i]);
}

template __global__ void energy_tally<float>(const float *, const float *, int,
                                             float, float, int, float *);
template __global__ void energy_tally<double>(const float *, const double *,
                                              int, float, float, int,
                                              double *);

void run_transport(int histories, const int *materials, int cells) {
  Tallies t{};
  t.cells = cells;
  CUDA_CHECK(cudaMalloc(&t.flux, cells * sizeof(double)));
  CUDA_CHECK(cudaMalloc(&t.collisions, 8 * sizeof(unsigned long long)));
  CUDA_CHECK(cudaMemcpyToSymbol(c_tallies, &t, sizeof t));
  transport<<<corpus::grid_for(histories, 128), 128>>>(histories, 42ull,
                                                        materials, 1.5f, 0.1f);
  CUDA_CHECK_LAUNCH();
  CUDA_CHECK(cudaDeviceSynchronize());
}
