# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_dynamic_output_shape_uses_caller_scalar_after_guard: an orchestration
# tensor sized by a scalar computed from pl.tensor.dim ([padded, 16]) passed to the outlined
# spmd kernel, which also reads the scalar.  ConvertToSSA renames the scalar in the tensor's
# type and outlining names the kernel's scalar parameter there, so the kernel's view of `out`
# has the row count of its scalar argument (%arg2) and x's dynamic dim its own index (%arg3).
import pypto.language as pl


n_dim = pl.dynamic("n_dim")
@pl.program
class Program:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(self, x: pl.Tensor[[n_dim, 16], pl.FP32]):
        n = pl.tensor.dim(x, 0)
        padded = (n + 15) // 16 * 16
        out = pl.tensor.create([padded, 16], dtype=pl.FP32)
        for bi in pl.spmd(padded // 16, allow_early_resolve=False):
            tile = pl.slice(x, [16, 16], [bi * 16, 0])
            out = pl.assemble(out, tile, [bi * 16 % padded, 0])
        return out
