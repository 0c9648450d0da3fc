# tests/ut/codegen/test_pto_codegen_cross_core.py::TestExpandMixedKernelCodegen::test_tile_sub_is_vector_codegen (hand-written)
import pypto.language as pl


@pl.program
class MixedSubMatmul:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        x_tile: pl.Tile[[16, 128], pl.BF16] = pl.load(x, [0, 0], [16, 128])
        x_sub: pl.Tile[[16, 128], pl.BF16] = pl.sub(x_tile, x_tile)
        x_sub_l1: pl.Tile[[16, 128], pl.BF16] = pl.move(x_sub, target_memory=pl.MemorySpace.Mat)
        s_sub_l0a: pl.Tile[[16, 128], pl.BF16] = pl.move(x_sub_l1, target_memory=pl.MemorySpace.Left)
        y_tile: pl.Tile[[128, 128], pl.BF16] = pl.load(
            y, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat
        )
        z_tile: pl.Tile[[16, 128], pl.FP32] = pl.matmul(s_sub_l0a, y_tile)
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.store(z_tile, [0, 0], out_0)
        return out_0

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 128], pl.BF16],
        y: pl.Tensor[[128, 128], pl.BF16],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
        z: pl.Tensor[[16, 128], pl.FP32] = self.main_incore_0(x, y, out_0)
        return z
