# tests/ut/ir/transforms/test_derive_call_directions.py::TestDeriveDirectionMatrix::test_out_param_variable_offset_store_in_seq_loop_not_promoted (hand-written)
import pypto.language as pl


@pl.program
class Prog:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        x: pl.Tensor[[64], pl.FP32],
        offset: pl.Scalar[pl.INDEX],
        out: pl.Out[pl.Tensor[[256], pl.FP32]],
    ) -> pl.Tensor[[256], pl.FP32]:
        t: pl.Tile[[64], pl.FP32] = pl.load(x, [0], [64])
        ret: pl.Tensor[[256], pl.FP32] = pl.store(t, [offset], out)
        return ret

    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        dst: pl.Tensor[[256], pl.FP32],
    ) -> pl.Tensor[[256], pl.FP32]:
        for _i in pl.range(4):
            dst = self.kernel(x, _i * 64, dst)
        return dst
