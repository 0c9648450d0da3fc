# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScope::test_pl_at_with_deps_and_as_tid_emits_submit_call (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        scratch: pl.Out[pl.Tensor[[64], pl.FP32]],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        # Two back-to-back pl.at blocks writing *disjoint* output
        # tensors (scratch / out) so the test pins the deps wiring
        # without tripping the pre-existing SSA rename limitation
        # for two pl.at blocks writing the same buffer.
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="stage1") as t1:
            t: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
            r: pl.Tile[[64], pl.FP32] = pl.add(t, t)
            scratch = pl.store(r, [0], scratch)
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="stage2", deps=[t1]) as _t2:
            t2t: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
            r2: pl.Tile[[64], pl.FP32] = pl.add(t2t, t2t)
            out = pl.store(r2, [0], out)
        return out
