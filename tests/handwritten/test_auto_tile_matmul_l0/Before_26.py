# tests/ut/ir/transforms/test_auto_tile_matmul_l0.py::TestAutoTileMatmulL0MNTiling::test_matmul_bias_window_load_uses_tensor_remapped_by_earlier_fold (hand-written)
import pypto.language as pl

M = 256
K = 1024
N = 512


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a0: pl.Tensor[[M, K], pl.INT8],
        b0: pl.Tensor[[K, N], pl.INT8],
        a1: pl.Tensor[[M, K], pl.INT8],
        b1: pl.Tensor[[K, N], pl.INT8],
        scratch: pl.Out[pl.Tensor[[M, N], pl.INT32]],
        out: pl.Out[pl.Tensor[[M, N], pl.INT32]],
    ) -> pl.Tensor[[M, N], pl.INT32]:
        a0_mat = pl.tile.load(a0, [0, 0], [M, K], target_memory=pl.Mem.Mat)
        b0_mat = pl.tile.load(b0, [0, 0], [K, N], target_memory=pl.Mem.Mat)
        produced = pl.tile.matmul(a0_mat, b0_mat)
        bias_tensor = pl.store(produced, [0, 0], scratch)
        bias_mat = pl.tile.load(bias_tensor, [0, 0], [1, N], target_memory=pl.Mem.Mat)
        a1_mat = pl.tile.load(a1, [0, 0], [M, K], target_memory=pl.Mem.Mat)
        b1_mat = pl.tile.load(b1, [0, 0], [K, N], target_memory=pl.Mem.Mat)
        result = pl.tile.matmul_bias(a1_mat, b1_mat, bias_mat)
        out = pl.store(result, [0, 0], out)
        return out
