# tests/ut/codegen/test_pto_codegen.py::<module> (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld

_SPMD_BLOCK_ROWS = 128
_ROWS = pl.dynamic("ROWS")


@pl.program
class _SpmdDynRowsProgram:
    """pl.dynamic row dim with pl.spmd orchestration calling InCore (get_block_idx slice)."""

    @pl.function(type=pl.FunctionType.InCore)
    def spmd_kernel(
        self,
        x: pl.Tensor[[_ROWS, _SPMD_BLOCK_ROWS], pl.FP32],
        out: pl.Out[pl.Tensor[[_ROWS, _SPMD_BLOCK_ROWS], pl.FP32]],
    ) -> pl.Tensor[[_ROWS, _SPMD_BLOCK_ROWS], pl.FP32]:
        bi = pl.tile.get_block_idx()
        off = bi * _SPMD_BLOCK_ROWS
        return pl.store(
            pl.load(x, [off, 0], [_SPMD_BLOCK_ROWS, _SPMD_BLOCK_ROWS]),
            [off, 0],
            out,
        )

    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        x: pl.Tensor[[_ROWS, _SPMD_BLOCK_ROWS], pl.FP32],
        out: pl.Out[pl.Tensor[[_ROWS, _SPMD_BLOCK_ROWS], pl.FP32]],
    ) -> pl.Tensor[[_ROWS, _SPMD_BLOCK_ROWS], pl.FP32]:
        with pl.spmd(4):
            out = self.spmd_kernel(x, out)
        return out
