# tests/ut/codegen/test_orchestration_task_deps.py::test_compiler_derived_deps_for_fixed_trip_loop_fan_in_capture_task_ids (hand-written)
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
    def main(self, scratch: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        carried = scratch
        last_tid = pl.system.task_invalid()
        for _i, (carried, last_tid) in pl.range(
            0,
            4,
            init_values=(carried, last_tid),  # pyright: ignore[reportArgumentType]
        ):
            carried, last_tid = pl.submit(self.fill, carried)
            carried, last_tid = pl.yield_(carried, last_tid)
        out = self.consume(carried)
        return out
