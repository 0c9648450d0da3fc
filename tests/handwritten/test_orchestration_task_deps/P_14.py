# tests/ut/codegen/test_orchestration_task_deps.py::test_compiler_derived_deps_for_dynamic_trip_tuple_output_tensor_carrier_falls_back (hand-written)
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.AIV)
    def fill_pair(
        self,
        left: pl.Out[pl.Tensor[[64], pl.FP32]],
        right: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> tuple[pl.Tensor[[64], pl.FP32], pl.Tensor[[64], pl.FP32]]:
        return left, right

    @pl.function(type=pl.FunctionType.AIV)
    def consume(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        left: pl.Tensor[[64], pl.FP32],
        right: pl.Tensor[[64], pl.FP32],
        n_steps: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[64], pl.FP32]:
        for _i, (left_carried, right_carried) in pl.range(
            0,
            n_steps,
            init_values=(left, right),
        ):
            left_carried, right_carried = self.fill_pair(left_carried, right_carried)
            left_carried, right_carried = pl.yield_(left_carried, right_carried)
        out = self.consume(right_carried)
        return out
