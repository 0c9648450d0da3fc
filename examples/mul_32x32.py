# Seed 002: elementwise product of two 32x32 FP32 tensors.
@pl.program
class MulKernel:
    @pl.function(type=pl.FunctionType.InCore)
    def mul_kernel_2d(
        self,
        a: pl.Tensor[[32, 32], pl.FP32],
        b: pl.Tensor[[32, 32], pl.FP32],
        c: pl.Tensor[[32, 32], pl.FP32],
    ):
        tile_a = pl.load(a, [0, 0], [32, 32])
        tile_b = pl.load(b, [0, 0], [32, 32])
        tile_c = pl.mul(tile_a, tile_b)
        pl.store(tile_c, [0, 0], c)
