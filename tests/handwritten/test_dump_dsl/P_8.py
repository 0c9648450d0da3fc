# tests/ut/language/parser/test_dump_dsl.py::_spmd_dumps_as_tid (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(
        self,
        a: pl.Tensor[[512, 128], pl.FP32],
        out: pl.Out[pl.Tensor[[512, 128], pl.FP32]],
    ) -> pl.Tensor[[512, 128], pl.FP32]:
        with pl.spmd(4, dumps=[a]) as tid:  # noqa: F841 — the capture selects the `as tid` form
            i = pl.tile.get_block_idx()
            t: pl.Tile[[128, 128], pl.FP32] = pl.load(a, [i * 128, 0], [128, 128])
            out = pl.store(t, [i * 128, 0], out)
        return out
