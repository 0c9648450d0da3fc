# ptoc: parse {}
# role= of a scope takes the reference's Role enum: Orchestrator or SubWorker
# (pl.Role.Worker is another version's spelling).
import pypto.language as pl


@pl.function
def main(x: pl.Tensor[[64], pl.FP32]) -> pl.Tensor[[64], pl.FP32]:
    with pl.at(level=pl.Level.HOST, role=pl.Role.Worker):
        y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
    return y
