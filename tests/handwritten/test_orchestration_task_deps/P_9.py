# tests/ut/codegen/test_orchestration_task_deps.py::test_compiler_derived_deps_for_dynamic_trip_tensor_carrier_falls_back (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def fill(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def consume(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        scratch: pl.Tensor[[64], pl.FP32],
        n_steps: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[64], pl.FP32]:
        carried = scratch
        for _i, (carried,) in pl.range(
            0,
            n_steps,
            init_values=(carried,),
        ):
            carried = self.fill(carried)
            carried = pl.yield_(carried)
        out = self.consume(carried)
        return out
