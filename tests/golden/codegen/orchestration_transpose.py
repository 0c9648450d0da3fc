# ptoc: compile --backend 910B --emit=orchestration
# tensor.transpose in an orchestration function is a runtime view with two
# axes swapped, negative axes counted from the rank (the reference's
# test_orchestration_codegen: Tensor t = ext_data.transpose(2, 1)).
import pypto.language as pl


@pl.program
class P:
    @pl.function(type=pl.FunctionType.Orchestration)
    def orch(self, data: pl.Tensor[[4, 8, 16], pl.FP16]) -> pl.Tensor[[1, 16, 8], pl.FP16]:
        t: pl.Tensor[[4, 16, 8], pl.FP16] = pl.transpose(data, axis1=-1, axis2=-2)
        chunk: pl.Tensor[[1, 16, 8], pl.FP16] = pl.slice(t, [1, 16, 8], [0, 0, 0])
        return chunk
