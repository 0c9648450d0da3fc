# tests/ut/ir/transforms/test_auto_derive_task_dependencies.py::TestAutoDeriveTaskDependencies::test_large_control_flow_root_set_falls_back_to_auto_scope (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def fill(
        self,
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        return out

    @pl.function(type=pl.FunctionType.InCore)
    def consume(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        return x

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        t0: pl.Tensor[[64], pl.FP32],
        t1: pl.Tensor[[64], pl.FP32],
        t2: pl.Tensor[[64], pl.FP32],
        t3: pl.Tensor[[64], pl.FP32],
        t4: pl.Tensor[[64], pl.FP32],
        c0: pl.Scalar[pl.BOOL],
        c1: pl.Scalar[pl.BOOL],
        c2: pl.Scalar[pl.BOOL],
        c3: pl.Scalar[pl.BOOL],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.manual_scope():
            p0, _tid0 = pl.submit(self.fill, t0)
            p1, _tid1 = pl.submit(self.fill, t1)
            p2, _tid2 = pl.submit(self.fill, t2)
            p3, _tid3 = pl.submit(self.fill, t3)
            p4, _tid4 = pl.submit(self.fill, t4)
            if c0:
                selected_a = pl.yield_(p0)
            else:
                selected_a = pl.yield_(p1)
            if c1:
                selected_b = pl.yield_(p2)
            else:
                selected_b = pl.yield_(p3)
            if c2:
                selected_c = pl.yield_(selected_a)
            else:
                selected_c = pl.yield_(selected_b)
            if c3:
                selected = pl.yield_(selected_c)
            else:
                selected = pl.yield_(p4)
            out, _ = pl.submit(self.consume, selected)
        return out
