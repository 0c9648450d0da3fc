# tests/ut/codegen/test_orchestration_task_deps.py::test_compiler_derived_deps_for_mixed_group_call_capture_task_id_when_hoisted (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIC)
    def cube(
        self,
        x: pl.Tensor[[16, 16], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
    ) -> pl.Tensor[[16, 16], pl.FP16]:
        tile = pl.load(x, [0, 0], [16, 16])
        updated = pl.store(tile, [0, 0], out)
        return updated

    @pl.function(type=pl.FunctionType.AIV)
    def vector(
        self,
        x: pl.Tensor[[16, 16], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
    ):
        tile = pl.load(x, [0, 0], [16, 16])
        pl.store(tile, [0, 0], out)

    @pl.function(type=pl.FunctionType.Group)
    def mixed(
        self,
        x: pl.Tensor[[16, 16], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 16], pl.FP16]],
    ) -> pl.Tensor[[16, 16], pl.FP16]:
        updated = self.cube(x, out)
        self.vector(x, out)
        return updated

    @pl.function(type=pl.FunctionType.AIV)
    def consume(self, x: pl.Tensor[[16, 16], pl.FP16]) -> pl.Tensor[[16, 16], pl.FP16]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration, auto_scope=False)
    def main(self, x: pl.Tensor[[16, 16], pl.FP16]) -> pl.Tensor[[16, 16], pl.FP16]:
        scratch = pl.create_tensor([16, 16], dtype=pl.FP16)
        with pl.scope():
            produced = self.mixed(x, scratch)
        with pl.scope():
            out = self.consume(produced)
        return out
