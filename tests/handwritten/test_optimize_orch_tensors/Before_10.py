# tests/ut/ir/transforms/test_optimize_orch_tensors.py::TestAssembleParentStrides::test_out_param_gets_parent_stride (hand-written)
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        mb: pl.Scalar[pl.INDEX],
        nb: pl.Scalar[pl.INDEX],
        ret0__out: pl.Out[pl.Tensor[[32, 32], pl.FP32]],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        a__tile: pl.Tile[[32, 32], pl.FP32] = pl.load(a, [mb, nb], [32, 32])
        ret0__store: pl.Tensor[[32, 32], pl.FP32] = pl.store(a__tile, [0, 0], ret0__out)
        return ret0__store

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        for mb, (c_iter,) in pl.range(0, 128, 32, init_values=(c,)):
            for nb, (c_iter2,) in pl.range(0, 128, 32, init_values=(c_iter,)):
                ret0__out: pl.Tensor[[32, 32], pl.FP32] = pl.create_tensor([32, 32], dtype=pl.FP32)
                result: pl.Tensor[[32, 32], pl.FP32] = self.main_incore_0(a, mb, nb, ret0__out)
                c_next: pl.Tensor[[128, 128], pl.FP32] = pl.assemble(c_iter2, result, [mb, nb])
                c_rv = pl.yield_(c_next)
            c_rv2 = pl.yield_(c_rv)
        return c_rv2
