#!/bin/sh
# make-project.sh DIR: writes a small multi-target CMake CUDA project (no
# third-party code) for measuring warpagg-launch with compiler caches: two
# static libraries (one with separable compilation) and an executable, six
# .cu files with atomics (histograms, scatter-adds, counters) across the
# three targets. Used by run.sh; nothing here runs on a GPU.
set -eu
dir=${1:?usage: make-project.sh DIR}
mkdir -p "$dir/hist" "$dir/physics" "$dir/app"
cat > "$dir/CMakeLists.txt" <<'CM'
cmake_minimum_required(VERSION 3.20)
project(launcher_bench LANGUAGES CXX CUDA)
set(CMAKE_CUDA_ARCHITECTURES 90)
add_library(hist STATIC hist/byte_hist.cu hist/key_count.cu)
add_library(physics STATIC physics/deposit.cu physics/scatter.cu)
set_target_properties(physics PROPERTIES CUDA_SEPARABLE_COMPILATION ON)
target_include_directories(physics PUBLIC physics)
add_executable(app app/main.cu app/tally.cu)
target_link_libraries(app PRIVATE hist physics)
set_target_properties(app PROPERTIES CUDA_SEPARABLE_COMPILATION ON)
CM
cat > "$dir/hist/byte_hist.cu" <<'CU'
#include <cuda_runtime.h>
#include <cstdio>
__global__ void byte_hist(const unsigned char *in, size_t n, unsigned *bins) {
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    atomicAdd(&bins[in[i]], 1u);
}
void run_byte_hist(const unsigned char *in, size_t n, unsigned *bins) {
  byte_hist<<<128, 256>>>(in, n, bins);
  if (cudaGetLastError() != cudaSuccess) std::puts("byte_hist failed");
}
CU
cat > "$dir/hist/key_count.cu" <<'CU'
#include <cuda_runtime.h>
__global__ void key_count(const int *keys, int n, int *counts, int *total) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&counts[keys[i]], 1);
  atomicAdd(total, 1);
}
void run_key_count(const int *keys, int n, int *counts, int *total) {
  key_count<<<(n + 255) / 256, 256>>>(keys, n, counts, total);
}
CU
cat > "$dir/physics/weights.cuh" <<'CU'
#pragma once
__device__ inline float weight(float x) { return x * 0.5f + 0.25f; }
constexpr int CELLS = 4096;
CU
cat > "$dir/physics/deposit.cu" <<'CU'
#include <cuda_runtime.h>
#include "weights.cuh"
__global__ void deposit(const float *x, const int *cell, int n, float *rho) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(&rho[cell[i] % CELLS], weight(x[i]));
}
void run_deposit(const float *x, const int *cell, int n, float *rho) {
  deposit<<<(n + 255) / 256, 256>>>(x, cell, n, rho);
}
CU
cat > "$dir/physics/scatter.cu" <<'CU'
#include <cuda_runtime.h>
#include "weights.cuh"
__global__ void scatter(const float *v, const int *to, int n, float *out,
                        double *sum) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  atomicAdd(&out[to[i]], v[i]);
  atomicAdd(sum, (double)weight(v[i]));
}
void run_scatter(const float *v, const int *to, int n, float *out, double *sum) {
  scatter<<<(n + 255) / 256, 256>>>(v, to, n, out, sum);
}
CU
cat > "$dir/app/tally.cu" <<'CU'
#include <cuda_runtime.h>
__global__ void tally(const int *key, int n, unsigned *bins) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    atomicAdd(&bins[key[i] & 255], 1u);
}
void run_tally(const int *key, int n, unsigned *bins) {
  tally<<<64, 256>>>(key, n, bins);
}
CU
cat > "$dir/app/main.cu" <<'CU'
#include <cuda_runtime.h>
#include <cstdio>
void run_byte_hist(const unsigned char *, size_t, unsigned *);
void run_key_count(const int *, int, int *, int *);
void run_deposit(const float *, const int *, int, float *);
void run_scatter(const float *, const int *, int, float *, double *);
void run_tally(const int *, int, unsigned *);
__global__ void mark(int *flags, int n, int *marked) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && flags[i]) atomicAdd(marked, 1);
}
int main() {
  int n = 1 << 20;
  int *d; cudaMalloc(&d, n * sizeof(int));
  int *m; cudaMalloc(&m, sizeof(int));
  mark<<<(n + 255) / 256, 256>>>(d, n, m);
  std::printf("%d\n", cudaDeviceSynchronize() == cudaSuccess);
  return 0;
}
CU
