# ptoc: run --backend 910B --in 0=iota --print 1
# A tensor op computed in an orchestration function (the reference's
# test_outline_incore_scopes Expected 11 leaves tensor.add there after a kernel
# call): neither the reference's orchestration nor the executor has a form for it;
# it belongs in a kernel.
import pypto.language as pl


@pl.program
class TensorAddInOrchestration:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self, x: pl.Tensor[[16, 128], pl.FP32], out: pl.Out[pl.Tensor[[16, 128], pl.FP32]]
    ) -> pl.Tensor[[16, 128], pl.FP32]:
        result = pl.tensor.add(x, x)
        out = pl.assemble(out, result, [0, 0])
        return out
