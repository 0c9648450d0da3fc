# tests/ut/ir/transforms/test_convert_tensor_to_tile_ops.py::TestAssembleParentStride::test_out_param_naive_no_parent_stride (hand-written)
import pypto.language as pl
import pypto.language.distributed as pld


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main_incore_0(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        mb: pl.Scalar[pl.INDEX],
        nb: pl.Scalar[pl.INDEX],
    ) -> pl.Tensor[[32, 32], pl.FP32]:
        tile: pl.Tensor[[32, 32], pl.FP32] = pl.slice(a, [32, 32], [mb, nb])
        return tile

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        a: pl.Tensor[[128, 128], pl.FP32],
        c: pl.Out[pl.Tensor[[128, 128], pl.FP32]],
    ) -> pl.Tensor[[128, 128], pl.FP32]:
        for mb, (c_iter,) in pl.range(0, 128, 32, init_values=(c,)):
            for nb, (c_iter2,) in pl.range(0, 128, 32, init_values=(c_iter,)):
                result: pl.Tensor[[32, 32], pl.FP32] = self.main_incore_0(a, mb, nb)
                c_next: pl.Tensor[[128, 128], pl.FP32] = pl.assemble(c_iter2, result, [mb, nb])
                c_rv = pl.yield_(c_next)
            c_rv2 = pl.yield_(c_rv)
        return c_rv2
