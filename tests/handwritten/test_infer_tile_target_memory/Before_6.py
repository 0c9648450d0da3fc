# tests/ut/ir/transforms/test_infer_tile_target_memory.py::TestInferTileTargetMemoryCubeOps::test_matmul_full_pipeline (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def qk_matmul(
        self,
        qi: pl.Tensor[[16, 128], pl.BF16],
        kj_t: pl.Tensor[[128, 128], pl.BF16],
        out_0: pl.Out[pl.Tensor[[16, 128], pl.FP32]],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        qi_l1: pl.Tile[[16, 128], pl.BF16] = pl.load(
            qi, [0, 0], [16, 128], target_memory=pl.MemorySpace.Mat
        )
        kj_l1: pl.Tile[[128, 128], pl.BF16] = pl.load(
            kj_t, [0, 0], [128, 128], target_memory=pl.MemorySpace.Mat
        )
        qi_l0a: pl.Tile[[16, 128], pl.BF16] = pl.move(qi_l1, target_memory=pl.MemorySpace.Left)
        kj_l0b: pl.Tile[[128, 128], pl.BF16] = pl.move(kj_l1, target_memory=pl.MemorySpace.Right)
        sij: pl.Tile[[16, 128], pl.FP32] = pl.matmul(qi_l0a, kj_l0b)
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.store(sij, [0, 0], out_0)
        return out_0

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        qi: pl.Tensor[[16, 128], pl.BF16],
        kj_t: pl.Tensor[[128, 128], pl.BF16],
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        out_0: pl.Tensor[[16, 128], pl.FP32] = pl.create_tensor([16, 128], dtype=pl.FP32)
        sij: pl.Tensor[[16, 128], pl.FP32] = self.qk_matmul(qi, kj_t, out_0)
        return sij
