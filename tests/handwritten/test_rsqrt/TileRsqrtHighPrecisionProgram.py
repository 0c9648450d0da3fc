# tests/st/runtime/test_rsqrt.py::<module> (hand-written)
import pypto.language as pl

M = 16
N = 16


@pl.program
class TileRsqrtHighPrecisionProgram:
    """Tile-level rsqrt using the 2-operand high-precision form (tmp allocated by the user)."""

    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        a: pl.Tensor[[M, N], pl.FP32],
        out: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        tile_a: pl.Tile[[M, N], pl.FP32] = pl.load(a, [0, 0], [M, N])
        tmp: pl.Tile[[M, N], pl.FP32] = pl.tile.create(
            [M, N], dtype=pl.FP32, target_memory=pl.MemorySpace.Vec
        )
        tile_c: pl.Tile[[M, N], pl.FP32] = pl.tile.rsqrt(tile_a, tmp=tmp)
        out = pl.store(tile_c, [0, 0], out)
        return out

    @pl.function(type=pl.FunctionType.Orchestration)
    def orchestrator(
        self,
        a: pl.Tensor[[M, N], pl.FP32],
        out: pl.Out[pl.Tensor[[M, N], pl.FP32]],
    ) -> pl.Tensor[[M, N], pl.FP32]:
        out = self.kernel(a, out)
        return out
