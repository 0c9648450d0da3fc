# ptoc: opt --passes=convert_to_ssa,outline_incore_scopes
# An Out parameter rebound in a CORE_GROUP scope of each trip of a loop,
# without pl.assemble, then returned: ConvertToSSA assembles the scope's
# definition into the loop's carry of the parameter (c__val, then
# c = pl.tensor.assemble(c__iter, c__val, [0, 0])), so the outlined kernel takes
# the carry as InOut and the loop carries the kernel's result.
import pypto.language as pl


@pl.program
class OutRebindLoop:
    @pl.function(type=pl.FunctionType.Orchestration)
    def main(
        self,
        x: pl.Tensor[[16, 16], pl.FP32],
        y: pl.Tensor[[16, 16], pl.FP32],
        c: pl.Out[pl.Tensor[[16, 16], pl.FP32]],
    ) -> pl.Tensor[[16, 16], pl.FP32]:
        for k in pl.range(4):
            with pl.at(level=pl.Level.CORE_GROUP):
                c = pl.add(pl.matmul(x, y), c)
        return c
