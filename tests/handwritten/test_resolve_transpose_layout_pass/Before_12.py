# tests/ut/ir/transforms/test_resolve_transpose_layout_pass.py::TestResolveTransposeLayoutPartialLoad::test_partial_load_square_tensor (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[64, 128], pl.BF16],
        key_cache: pl.Tensor[[128, 128], pl.BF16],
        out: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a = pl.load(a, [0, 0], [64, 128], target_memory=pl.MemorySpace.Mat)
        tile_k = pl.load(
            key_cache, [0, 0], [128, 64], target_memory=pl.MemorySpace.Mat, transpose=True
        )
        tile_a_l0 = pl.move(tile_a, target_memory=pl.MemorySpace.Left)
        tile_k_l0 = pl.move(tile_k, target_memory=pl.MemorySpace.Right)
        tile_c = pl.matmul(tile_a_l0, tile_k_l0)
        out_store = pl.store(tile_c, [0, 0], out)
        return out_store

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[64, 128], pl.BF16],
        key_cache: pl.Tensor[[128, 128], pl.BF16],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        out: pl.Tensor[[64, 64], pl.FP32] = pl.create_tensor([64, 64], dtype=pl.FP32)
        out_result = self.kernel(a, key_cache, out)
        return out_result
