# /tmp/mxsrc/test_quant_mx_codegen.py::TestQuantMxCodegen::test_tuple_alias_chain_reaches_codegen (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        src: pl.Tensor[[16, 64], pl.FP16],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP8E4M3FN]],
    ) -> pl.Tensor[[16, 64], pl.FP8E4M3FN]:
        pair = pl.quant_mx(pl.load(src, [0, 0], [16, 64]), group_axis=1)
        alias = pair
        second_alias = alias
        quant = second_alias[0]
        return pl.store(quant, [0, 0], out)
