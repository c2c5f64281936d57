// Host interface of the histogram kernel (plain C++: main.cpp includes it).
#pragma once

#ifndef HIST_BINS
#error "HIST_BINS must be defined (the CMake target defines it)"
#endif

// Counts data[i] % HIST_BINS into bins[0..HIST_BINS) on the GPU. Returns an
// error message, or nullptr on success.
const char* gpu_histogram(const unsigned char* data, int n, unsigned* bins);
