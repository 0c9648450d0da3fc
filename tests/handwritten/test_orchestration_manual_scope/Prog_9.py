# tests/ut/codegen/test_orchestration_manual_scope.py::TestManualScope::test_inline_pl_at_task_id_return_feeds_downstream_deps (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.Inline)
    def stage1(
        self,
        x: pl.Tensor[[64], pl.FP32],
        scratch: pl.Tensor[[64], pl.FP32],
    ) -> pl.Scalar[pl.TASK_ID]:
        with pl.at(level=pl.Level.CORE_GROUP, name_hint="inline_stage1") as stage1_tid:
            v: pl.Scalar[pl.FP32] = pl.read(x, [0])
            pl.write(scratch, [0], v)
        return stage1_tid

    @pl.function(type=pl.FunctionType.Opaque)
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        scratch = pl.create_tensor([64], dtype=pl.FP32)
        dep_tid: pl.Scalar[pl.TASK_ID] = self.stage1(x, scratch)

        with pl.at(level=pl.Level.CORE_GROUP, name_hint="stage2", deps=[dep_tid]):
            t: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
            r: pl.Tile[[64], pl.FP32] = pl.add(t, t)
            out = pl.store(r, [0], out)

        return out
