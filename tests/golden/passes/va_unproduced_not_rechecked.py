# ptoc: opt --passes=convert_to_ssa --verify=all
# ReturnParamsExplicit holds here (`out` is returned as it is), and ConvertToSSA renames the stored
# result (`out__ssa_v1`) so that it no longer does until NormalizeReturnOrder.  ConvertToSSA does
# not produce ReturnParamsExplicit: --verify=all (the reference's VerificationInstrument) checks
# after a pass only what it produces and the structural properties, so this is no error.
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.InCore)
    def k(
        self,
        x: pl.Tensor[[16, 64], pl.FP32],
        out: pl.Out[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        t = pl.load(x, [0, 0], [16, 64])
        out = pl.store(t, [0, 0], out)
        return out
