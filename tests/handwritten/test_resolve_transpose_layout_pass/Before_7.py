# tests/ut/ir/transforms/test_resolve_transpose_layout_pass.py::TestResolveTransposeLayoutNoOp::test_already_dn_layout_unchanged (hand-written)
import pypto.language as pl

M = 64
K = 128
N = 32


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def matmul_incore(
        self,
        a: pl.Tensor[[M, K], pl.FP32],
        b: pl.Tensor[[N, K], pl.FP32, pl.DN],
        c: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        tile_a = pl.load(a, [0, 0], [M, K], target_memory=pl.MemorySpace.Mat)
        tile_b = pl.load(b, [0, 0], [K, N], target_memory=pl.MemorySpace.Mat, transpose=True)
        tile_a_l0a = pl.move(tile_a, target_memory=pl.MemorySpace.Left)
        tile_b_l0b = pl.move(tile_b, target_memory=pl.MemorySpace.Right)
        tile_c = pl.matmul(tile_a_l0a, tile_b_l0b)
        c_store = pl.store(tile_c, [0, 0], c)
        return c_store

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self, a: pl.Tensor[[M, K], pl.FP32], b: pl.Tensor[[N, K], pl.FP32, pl.DN]
    ) -> pl.Tensor[[M, N], pl.FP32]:
        c: pl.Tensor[[M, N], pl.FP32] = pl.create_tensor([M, N], dtype=pl.FP32)
        c_result = self.matmul_incore(a, b, c)
        return c_result
