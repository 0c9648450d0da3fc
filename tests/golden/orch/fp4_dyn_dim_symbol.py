# ptoc: compile --backend 950 --emit=orchestration
# The FP4 form of the reference's test_dyn_dim_symbol_is_defined_from_the_declaring_argument:
# FP4_LOGICAL_K, read as a value by the create, is defined at the entry as twice
# the carrier extent the runtime reports for src's last dim, and the create
# halves it back after checking it is positive and even.
import pypto.language as pl

logical_k = pl.dynamic("FP4_LOGICAL_K")


@pl.program
class Fp4CarrierProgram:
    @pl.function(type=pl.FunctionType.InCore)
    def copy(
        self,
        src: pl.Tensor[[8, logical_k], pl.FP4],
        out: pl.Out[pl.Tensor[[8, logical_k], pl.FP4]],
    ) -> pl.Tensor[[8, logical_k], pl.FP4]:
        tile = pl.load(src, [0, 0], [8, 64])
        return pl.store(tile, [0, 0], out)

    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        src: pl.Tensor[[8, logical_k], pl.FP4],
    ) -> pl.Tensor[[8, logical_k], pl.FP4]:
        width = pl.tensor.dim(src, 1)
        out = pl.create_tensor([8, logical_k], dtype=pl.FP4)
        return self.copy(src, out)
