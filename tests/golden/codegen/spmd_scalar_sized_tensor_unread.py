# ptoc: compile --backend 910B --no-emit-loc
# The reference's test_dynamic_output_shape_uses_caller_scalar_after_guard with a kernel that
# does not read the scalar sizing its output ([padded, 16]): outlining passes the scalar to the
# kernel all the same (%arg2, the row count of out's view), as a tensor's view needs it.
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
            out = pl.assemble(out, tile, [bi * 16, 0])
        return out
