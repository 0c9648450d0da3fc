# tests/ut/codegen/test_orchestration_task_deps.py::test_compiler_dep_carry_array_sized_by_outer_loop_trip_count (hand-written)
import pypto.language as pl

M = 4
N = 8


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.AIV)
    def k1(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.AIV)
    def k2(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, scratch: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:  # pyright: ignore[reportReturnType] — DSL body: the parser collects the return paths; pyright cannot see them all
        with pl.manual_scope():
            prev = pl.system.task_invalid()
            for _i in pl.range(M):
                for _j in pl.parallel(N):
                    _, _tid = pl.submit(self.k1, scratch)
                # compiler_manual_dep_edges on prev: makes it an
                # iter_arg carry of the outer Sequential loop,
                # and triggers NeedsCompilerDepTaskId for its
                # return_var.
                self.k2(scratch, attrs={"compiler_manual_dep_edges": [prev]})
                prev = pl.system.task_invalid()
            return scratch
