// Image histograms straight into global memory: one atomic per pixel.
#include <cstdint>
#include "corpus/cuda_check.cuh"

constexpr int kBins = 256;

__global__ void histogram_u8(const uint8_t *__restrict__ image, long long n,
                             unsigned int *__restrict__ hist) {
  CORPUS_KERNEL_LOOP(i, n) {
    atomicAdd(&hist[image[i]], 1u);
  }
}

// Three-channel histogram: one bank of bins per channel.
__global__ void histogram_rgb(const uchar4 *pixels, int width, int height,
                              unsigned int *hist) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height) return;
  uchar4 p = pixels[y * width + x];
  atomicAdd(&hist[0 * kBins + p.x], 1u);
  atomicAdd(&hist[1 * kBins + p.y], 1u);
  atomicAdd(&hist[2 * kBins + p.z], 1u);
}

// Histogram of floating-point samples into [lo, hi) with clamped bins,
// templated on the sample type and instantiated below for three types.
template <class T>
__global__ void histogram_range(const T *samples, int n, T lo, T hi,
                                int bins, unsigned long long *hist) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  T v = samples[i];
  int b = static_cast<int>((v - lo) * bins / (hi - lo));
  b = b < 0 ? 0 : (b >= bins ? bins - 1 : b);
  atomicAdd(hist + b, 1ull);
}

template __global__ void histogram_range<float>(const float *, int, float,
                                                float, int,
                                                unsigned long long *);
template __global__ void histogram_range<double>(const double *, int, double,
                                                 double, int,
                                                 unsigned long long *);
template __global__ void histogram_range<int>(const int *, int, int, int, int,
                                              unsigned long long *);

// Weighted 2D histogram (e.g. a heat map of events), float weights.
__global__ void histogram2d_weighted(const float2 *pos, const float *w, int n,
                                     float inv_cell, int nx, int ny,
                                     float *heat) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int cx = min(max(int(pos[i].x * inv_cell), 0), nx - 1);
    int cy = min(max(int(pos[i].y * inv_cell), 0), ny - 1);
    atomicAdd(&heat[cy * nx + cx], w[i]);
  }
}

void launch_histogram_u8(const uint8_t *d_image, long long n,
                         unsigned int *d_hist, cudaStream_t stream) {
  CUDA_CHECK(cudaMemsetAsync(d_hist, 0, kBins * sizeof(unsigned), stream));
  histogram_u8<<<corpus::grid_for(n, 256), 256, 0, stream>>>(d_image, n,
                                                              d_hist);
  CUDA_CHECK_LAUNCH();
}

void launch_histogram_range(const float *d_samples, int n, float lo, float hi,
                            int bins, unsigned long long *d_hist) {
  histogram_range<float><<<corpus::grid_for(n, 256), 256>>>(d_samples, n, lo,
                                                            hi, bins, d_hist);
  CUDA_CHECK_LAUNCH();
}
