# /tmp/mxsrc/test_quant_mx_codegen.py::TestQuantMxCodegen::test_raw_is_value_returning_after_optimization (hand-written)
import pypto.language as pl


@pl.program
class Program:
    @pl.function(type=pl.FunctionType.InCore)
    def main(self, src: pl.Tensor[[16, 64], pl.FP16]):
        _quant, _scale = pl.quant_mx(pl.load(src, [0, 0], [16, 64]), group_axis=1)
