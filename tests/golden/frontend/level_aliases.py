# ptoc: print
# The reference's pl.Level readability aliases name the levels they stand for
# (POD = CLUSTER_0, NODE = HOST, PROCESSOR = UMA = CHIP, L2CACHE = CHIP_DIE,
# CLOS1 = CLUSTER_1, CLOS2 = CLUSTER_2), in pl.at and on @pl.function.
import pypto.language as pl


@pl.program
class P:
    @pl.function(level=pl.Level.NODE, role=pl.Role.Orchestrator)
    def f(self, x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.POD, role=pl.Role.Orchestrator):
            with pl.at(level=pl.Level.CLOS2):
                y = pl.add(x, x)
        return y
